/**
 * The Spanish edition: every English route has its counterpart under /es and back, by the hreflang
 * alternates of the served HTML; the language, canonical and Open Graph locale of Spanish pages; the language
 * switch; a Spanish form; the Spanish 404 page.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectInstallmentAmounts, fillPlanner } from "./planner";
import { articleRoutes, spanishRoute, spanishRoutes, translatedRoutes } from "./routes";

interface HeadLink {
  rel: string;
  hreflang?: string;
  href: string;
}

/** The <link> elements of a page's served HTML, attributes in any order. */
function headLinks(html: string): HeadLink[] {
  return [...html.matchAll(/<link\b([^>]*)>/gi)].map(([, attributes]) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(attributes)?.[1];
    return { rel: attribute("rel") ?? "", hreflang: attribute("hreflang"), href: attribute("href") ?? "" };
  });
}

/** The hreflang alternates of a page, as paths: { en: "/about", es: "/es/about", "x-default": "/about" }. */
async function alternatesOf(request: APIRequestContext, route: string): Promise<Record<string, string>> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const alternates = headLinks(await response.text()).filter((link) => link.rel === "alternate" && link.hreflang);
  return Object.fromEntries(
    alternates.map((link) => [
      link.hreflang,
      decodeURIComponent(new URL(link.href).pathname)
        .replace(/(.)\/$/, "$1")
        .replace(/&amp;/g, "&"),
    ]),
  );
}

/** The site's origin as a page's canonical link gives it. */
const siteUrlOf = (html: string) =>
  new URL(headLinks(html).find((link) => link.rel === "canonical")?.href ?? "").origin;

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every English route has its Spanish counterpart, and back, by the hreflang alternates", async ({ request }) => {
    expect(spanishRoutes.length).toBe(translatedRoutes.length);
    expect(spanishRoutes.length).toBeGreaterThan(50);
    for (const route of translatedRoutes) {
      const english = await alternatesOf(request, route);
      expect(english, route).toEqual({ en: route, es: spanishRoute(route), "x-default": route });
      const spanish = await alternatesOf(request, english.es);
      expect(spanish, spanishRoute(route)).toEqual(english);
    }
  });

  test("every Spanish route is in the HTML before any script runs: Spanish h1, content, title, description, canonical", async ({
    request,
  }) => {
    const titles = new Set<string>();
    const problems: string[] = [];
    for (const route of spanishRoutes) {
      const html = await (await request.get(route)).text();
      const text = (fragment: string) =>
        fragment
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim();
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]));
      const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      const canonical = headLinks(html).find((link) => link.rel === "canonical")?.href ?? "";
      titles.add(title);
      if (!/<html[^>]*\slang="es"/.test(html)) problems.push(`${route}: not lang="es"`);
      if (h1s.length !== 1 || h1s[0].length < 4) problems.push(`${route}: h1 ${JSON.stringify(h1s)}`);
      if (text(main).length < 300) problems.push(`${route}: main has ${text(main).length} characters`);
      if (!/ \| Riverwalk CPA Group$/.test(title)) problems.push(`${route}: title "${title}"`);
      if (description.length <= 50) problems.push(`${route}: description "${description}"`);
      if (
        decodeURIComponent(new URL(canonical, "http://x").pathname)
          .replace(/(.)\/$/, "$1")
          .replace(/&amp;/g, "&") !== route
      )
        problems.push(`${route}: canonical ${canonical}`);
    }
    expect(problems).toEqual([]);
    expect(titles.size).toBe(spanishRoutes.length);
  });

  test("every Insights article has its Spanish version: a Spanish page, paired by hreflang, a BlogPosting in Spanish", async ({
    request,
  }) => {
    expect(articleRoutes.length).toBeGreaterThan(5);
    for (const route of articleRoutes) {
      const spanish = spanishRoute(route);
      expect(await alternatesOf(request, route), route).toEqual({ en: route, es: spanish, "x-default": route });
      const english = await (await request.get(route)).text();
      const response = await request.get(spanish);
      expect(response.status(), spanish).toBe(200);
      const html = await response.text();
      expect(html, spanish).toMatch(/<html[^>]* lang="es"/);
      expect(html, spanish).toContain('"inLanguage":"es-US"');
      expect(html, spanish).toContain(`"url":"${siteUrlOf(html)}${spanish}"`);
      const h1 = (page: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1];
      expect(h1(html), spanish).not.toBe(h1(english));
    }
  });

  test("the Spanish articles have their own feed at /es/insights/rss.xml, linking the Spanish pages", async ({
    request,
  }) => {
    const response = await request.get("/es/insights/rss.xml");
    expect(response.status()).toBe(200);
    const feed = await response.text();
    expect(feed).toMatch(/<language><!\[CDATA\[es-us\]\]><\/language>|<language>es-us<\/language>/);
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]).pathname);
    expect(links.sort()).toEqual(articleRoutes.map(spanishRoute).sort());
    const spanishHome = await (await request.get("/es")).text();
    expect(spanishHome).toMatch(/<link[^>]+type="application\/rss\+xml"[^>]+href="\/es\/insights\/rss.xml"/);
  });

  for (const route of [
    "/es",
    "/es/about",
    "/es/services/taxes/IRS-representation",
    "/es/contact/careers/audit-associate",
  ]) {
    test(`${route} is in Spanish: lang, canonical, Open Graph locale, JSON-LD language`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html).toMatch(/<html[^>]* lang="es"/);
      const canonical = headLinks(html).find((link) => link.rel === "canonical")?.href ?? "";
      expect(new URL(canonical).pathname).toBe(route);
      expect(metaContent(html, "og:locale")).toBe("es_US");
      expect(metaContent(html, "og:locale:alternate")).toBe("en_US");
      expect(html).toContain('"inLanguage":"es-US"');
    });
  }

  test("the English pages stay English: lang, Open Graph locale, JSON-LD language", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(metaContent(html, "og:locale")).toBe("en_US");
    expect(metaContent(html, "og:locale:alternate")).toBe("es_US");
    expect(html).toContain('"inLanguage":"en-US"');
  });

  test("Spanish pages show the Spanish content, its nested and linked records included", async ({ page }) => {
    await page.goto("/es/services/taxes");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Preparación de impuestos y planificación tributaria",
    );
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Publicaciones" })).toHaveAttribute("href", "/es/insights");
    // Links stay in the Spanish edition.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Nosotros" })).toHaveAttribute(
      "href",
      "/es/about",
    );
  });

  test("an unknown path under /es answers 404 with the Spanish not-found page", async ({ page }) => {
    const response = await page.goto("/es/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/página no encontrada/i);
    const english = await page.goto("/no-such-page");
    expect(english?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("the Spanish 404 page stays Spanish once the page has hydrated", async ({ page }) => {
  await page.goto("/es/no-such-page");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/página no encontrada/i);
});

const switchLink = (page: Page, name: "Español" | "English") =>
  page.getByRole("banner").getByRole("link", { name, exact: true }).filter({ visible: true });

test.describe("the language switch", () => {
  test("leads to the same page in the other language, keeping the fragment", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about#members");
    const toSpanish = switchLink(page, "Español");
    await expect(toSpanish).toHaveAttribute("lang", "es");
    await expect(toSpanish).toHaveAttribute("hreflang", "es");
    await expect(toSpanish).toHaveAttribute("href", "/es/about#members");
    await toSpanish.click();
    await expect(page).toHaveURL(/\/es\/about#members$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acerca de Riverwalk CPA Group");

    // A fragment the visitor moves to afterwards is followed too.
    await page.evaluate(() => {
      window.location.hash = "about-call";
    });
    const toEnglish = switchLink(page, "English");
    await expect(toEnglish).toHaveAttribute("href", "/about#about-call");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/about#about-call$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("on an article leads to its Spanish version, and back", async ({ page, gotoHydrated }) => {
    await gotoHydrated(articleRoutes[0]);
    await expect(switchLink(page, "Español")).toHaveAttribute("href", spanishRoute(articleRoutes[0]));
    await gotoHydrated(spanishRoute(articleRoutes[0]));
    await expect(switchLink(page, "English")).toHaveAttribute("href", articleRoutes[0]);
  });

  test("is in the phone menu too", { tag: "@phone" }, async ({ page, gotoHydrated }) => {
    await gotoHydrated("/es/resources#faq");
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menú", exact: true });
    await menuButton.click();
    const panel = page.locator(`[id="${await menuButton.getAttribute("aria-controls")}"]`);
    const toEnglish = panel.getByRole("link", { name: "English", exact: true });
    await expect(toEnglish).toHaveAttribute("href", "/resources#faq");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/resources#faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Menu", exact: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("the contact form in Spanish", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Solicitar una cotización gratuita" });

  test("explains in Spanish and sends the visitor's language", async ({ page, gotoHydrated, emailjs }) => {
    await gotoHydrated("/es/about");
    await form(page).getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(form(page).getByRole("status")).toContainText("Corrija los 4 campos resaltados.");
    await expect(page.locator("#contact-first_name")).toBeFocused();
    await expect(form(page)).toContainText("Escriba su nombre completo.");
    expect(emailjs.requests).toHaveLength(0);

    await page.locator("#contact-first_name").fill("Dana Reyes");
    await page.locator("#contact-phone_number").fill("(630) 555-0100");
    await page.locator("#contact-email_address").fill("dana@example.com");
    await page.locator("#contact-message").fill("Necesito ayuda con mi declaración.");
    await form(page).getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("¡Mensaje enviado con éxito!")).toBeVisible();
    expect(emailjs.requests).toHaveLength(1);
    expect((await emailjs.formData(0)).get("language")).toBe("Español");
  });

  test("the English form sends English as the language", async ({ page, gotoHydrated, emailjs }) => {
    await gotoHydrated("/about");
    const english = page.getByRole("form", { name: "Request a free quote" });
    await page.locator("#contact-first_name").fill("Dana Reyes");
    await page.locator("#contact-phone_number").fill("(630) 555-0100");
    await page.locator("#contact-email_address").fill("dana@example.com");
    await page.locator("#contact-message").fill("I need help with my return.");
    await english.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    expect((await emailjs.formData(0)).get("language")).toBe("English");
  });
});

test("/es/search searches the Spanish pages", async ({ page, gotoHydrated }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await gotoHydrated("/es/search");
  await page.getByRole("searchbox", { name: "Buscar en el sitio" }).fill("nómina");
  await expect(page.getByRole("status")).toHaveText(/^\d+ resultados? para “nómina”$/);
  const results = page.getByRole("region", { name: "Resultados" }).getByRole("listitem");
  await expect(results.filter({ has: page.locator('a[href="/es/services/accounting-services/payroll"]') })).toHaveCount(
    1,
  );
  // Only Spanish pages: no result leads out of /es.
  const hrefs = await results.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href.startsWith("/es"))).toEqual([]);
  expect(problems).toEqual([]);
});

test("the header's search leads to /es/search on Spanish pages", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/es/about");
  await expect(page.getByRole("banner").getByRole("link", { name: "Buscar", exact: true }).first()).toHaveAttribute(
    "href",
    "/es/search",
  );
});

test.describe("the tax center in Spanish", { tag: "@both" }, () => {
  test("the calendar names months and deadlines in Spanish, switches jurisdiction and cites its sources", async ({
    page,
    gotoHydrated,
  }) => {
    await page.clock.setFixedTime(new Date("2027-04-05T09:00:00"));
    await gotoHydrated("/es/resources");
    const calendar = page.getByRole("region", { name: "Calendario de fechas límite tributarias" });
    await expect(calendar.getByRole("heading", { level: 3, name: "abril de 2027", exact: true })).toBeVisible();
    await calendar.getByLabel("Jurisdicción").selectOption({ label: "Illinois" });
    await calendar.getByRole("gridcell", { name: /^15 de abril de 2027(,|$)/ }).click();
    const list = calendar.getByRole("region", { name: /^Fechas límite / });
    await expect(list.getByRole("heading", { level: 4 }).filter({ hasText: "IL-1040" }).first()).toBeVisible();
    await expect(list).toContainText("Fuente:");
    await expect(list.getByRole("link", { name: /tax\.illinois\.gov|IDOR|Illinois/ }).first()).toHaveAttribute(
      "href",
      /^https:\/\/tax\.illinois\.gov\//,
    );
  });

  test("the planner gives the installments with Spanish labels and dates", async ({ page, gotoHydrated }) => {
    await page.clock.setFixedTime(new Date("2026-03-01T09:00:00"));
    await gotoHydrated("/es/resources/estimated-tax-planner");
    await fillPlanner(page, "es", {
      expectedTax: "60000",
      withholding: "20000",
      priorYearTax: "40000",
      high: true,
      paid: "7000",
    });
    await page.getByRole("button", { name: "Ver mis cuotas" }).click();
    const table = page.getByRole("table", { name: "Pagos de impuesto estimado de 2026" });
    await expect(table).toBeVisible();
    const rows = table.getByRole("row");
    await expectInstallmentAmounts(rows, ["$0", "$5,000", "$6,000", "$6,000"]);
    await expect(rows.nth(1)).toContainText("15 de abril de 2026");
    await expect(rows.nth(4)).toContainText("15 de enero de 2027");
  });

  test("the planner explains bad input in Spanish beside the field and keeps what was typed", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/es/resources/estimated-tax-planner");
    const field = page.getByLabel("Impuesto total previsto para este año");
    await field.fill("abc");
    await page.getByRole("button", { name: "Ver mis cuotas" }).click();
    await expect(field).toHaveValue("abc");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const message = await field.getAttribute("aria-describedby");
    expect(message).toBeTruthy();
    await expect(page.locator(`[id="${message?.split(" ")[0]}"]`)).not.toHaveText(/\b(Enter|amount|number)\b/);
  });
});
