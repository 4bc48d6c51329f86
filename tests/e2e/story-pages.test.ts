import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { desktop, launchBrowser, newContext, phone, siteUrl, waitForHydration } from "./browser";

let browser: Browser;
let context: BrowserContext;

async function hydratedPage(route: string, ctx: BrowserContext = context): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(siteUrl(route));
  await waitForHydration(page);
  // The sliders swap their server-rendered track for react-slick just after hydration.
  await page.waitForTimeout(300);
  return page;
}

/** The HTML a visitor without JavaScript (or a crawler) receives. */
async function serverHtml(route: string): Promise<string> {
  const response = await fetch(siteUrl(route));
  return response.text();
}

function section(page: Page, name: string | RegExp): Locator {
  return page.getByRole("region", { name }).first();
}

/** Distinct slides of a carousel (react-slick's clones repeat the same "n of total" labels). */
async function slideCount(carousel: Locator): Promise<number> {
  const labels = await carousel.locator("[aria-roledescription='slide']").evaluateAll((slides) =>
    slides.map((slide) => slide.getAttribute("aria-label")),
  );
  return new Set(labels).size;
}

/** The label of the first slide a person can see ("3 of 10"). */
async function firstVisibleSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root) => {
    const slides = Array.from(root.querySelectorAll<HTMLElement>("[aria-roledescription='slide']"));
    const box = root.getBoundingClientRect();
    const visible = slides.find((slide) => {
      const rect = slide.getBoundingClientRect();
      const centre = rect.left + rect.width / 2;
      return centre >= box.left && centre < box.right && !slide.closest("[aria-hidden='true']");
    });
    return visible?.getAttribute("aria-label") ?? null;
  });
}

/** Focusable elements that assistive technology can't see (axe's aria-hidden-focus). */
async function focusableInsideHidden(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("[aria-hidden='true'] a[href], [aria-hidden='true'] button, [aria-hidden='true'] [tabindex]"))
      .filter((element) => element.tabIndex >= 0 && !element.closest("[inert]"))
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("home page", () => {
  let page: Page;
  beforeAll(async () => {
    page = await hydratedPage("/");
  });
  afterAll(async () => page.close());

  it("opens with three banner slides, an eager first image and calls to action to /contact", async () => {
    const banner = section(page, "Welcome");
    expect(await slideCount(banner)).toBe(3);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/Trusted CPAs/);
    const hrefs = await banner.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(new Set(["/contact"]));
    const firstImage = banner.locator("[aria-label='1 of 3'] img[alt]:not([aria-hidden])").first();
    await expect(firstImage.getAttribute("loading")).resolves.toBe("eager");
  });

  it("shows the tools carousel, four statistics and three service cards", async () => {
    expect(await slideCount(section(page, "Software we work with"))).toBe(8);
    const stats = page.getByRole("region", { name: "Numbers behind our reputation" });
    for (const figure of ["98%", "$100M+", "99%", "200+"]) {
      await expect(stats.getByText(figure, { exact: true }).count()).resolves.toBeGreaterThan(0);
    }
    const services = page.getByRole("region", { name: "Services for individuals and businesses" });
    for (const href of ["/services/taxes", "/services/accounting-services", "/services/advisory-consulting"]) {
      await expect(services.locator(`a[href='${href}']`).count()).resolves.toBe(1);
    }
  });

  it("links About, eight sectors, community, team, consultation and reviews", async () => {
    await expect(page.getByRole("link", { name: "Learn more about us" }).getAttribute("href")).resolves.toBe("/about");
    const sectors = page.getByRole("region", { name: "Sectors we serve" });
    await expect(sectors.getByRole("heading", { level: 3 }).count()).resolves.toBe(8);
    const sectorLinks = await sectors.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(sectorLinks.filter((href) => href === "/industries")).toHaveLength(9);
    await expect(page.getByRole("region", { name: "Giving back to Naperville" }).getByRole("link").getAttribute("href")).resolves.toBe("/community");
    await expect(page.getByRole("link", { name: "Meet the whole team" }).getAttribute("href")).resolves.toBe("/about#members");
    const consultation = page.getByRole("region", { name: "Book a Consultation" });
    await expect(consultation.getByRole("link", { name: "Book a Consultation" }).getAttribute("href")).resolves.toBe("/contact");
    const reviews = page.getByRole("link", { name: /Read our client reviews/ });
    await expect(reviews.getAttribute("href")).resolves.toMatch(/^https:\/\//);
    await expect(reviews.getAttribute("target")).resolves.toBe("_blank");
    await expect(page.locator("script[src*='reviews']").count()).resolves.toBe(0);
  });

  it("shows core values and a slider of ten testimonials with named arrows and no drag", async () => {
    const values = page.getByRole("region", { name: "What guides our work" });
    for (const name of ["Passion", "Trusted Relationship", "Quality"]) {
      await expect(values.getByRole("heading", { name }).count()).resolves.toBe(1);
    }
    const testimonials = section(page, "Client testimonials");
    expect(await slideCount(testimonials)).toBe(10);
    await expect(testimonials.getByRole("button", { name: "Previous testimonial" }).count()).resolves.toBe(1);
    await expect(testimonials.getByRole("button", { name: "Next testimonial" }).count()).resolves.toBe(1);
    await testimonials.scrollIntoViewIfNeeded();
    const before = await firstVisibleSlide(testimonials);
    await testimonials.getByRole("button", { name: "Next testimonial" }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(700);
    expect(await firstVisibleSlide(testimonials)).not.toBe(before);
  });

  it("stops rotating when the pause button is pressed and starts again with play", async () => {
    const banner = section(page, "Welcome");
    await banner.scrollIntoViewIfNeeded();
    await banner.getByRole("button", { name: "Pause automatic banner slide rotation" }).click();
    await page.mouse.move(0, 0);
    const paused = await firstVisibleSlide(banner);
    await page.waitForTimeout(6500);
    expect(await firstVisibleSlide(banner)).toBe(paused);
    await banner.getByRole("button", { name: "Play automatic banner slide rotation" }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(6500);
    expect(await firstVisibleSlide(banner)).not.toBe(paused);
  });

  it("never leaves a focusable element inside a hidden slide", async () => {
    expect(await focusableInsideHidden(page)).toEqual([]);
  });
});

describe("reduced motion", () => {
  it("does not rotate the sliders and offers to start them", async () => {
    const ctx = await newContext(browser, { reducedMotion: "reduce" });
    const page = await hydratedPage("/", ctx);
    const banner = section(page, "Welcome");
    await expect(banner.getByRole("button", { name: "Play automatic banner slide rotation" }).count()).resolves.toBe(1);
    const first = await firstVisibleSlide(banner);
    await page.waitForTimeout(5600);
    expect(await firstVisibleSlide(banner)).toBe(first);
    await ctx.close();
  });
});

describe("server-rendered HTML", () => {
  it("holds every slide's text and the final figures before JavaScript runs", async () => {
    const home = await serverHtml("/");
    expect(home.match(/aria-label="\d+ of 10"/g)).toHaveLength(10);
    expect(home).toContain("$100M+");
    const community = await serverHtml("/community");
    for (const figure of ["$500,000+", "3,500+", "50+"]) expect(community).toContain(figure);
    for (const cause of ["plants trees", "scholarships", "winter coat drive", "Safe Harbor Recovery", "Minds Matter IL"]) {
      expect(community).toContain(cause);
    }
    const industries = await serverHtml("/industries");
    expect(industries.match(/aria-label="\d+ of 20"/g)).toHaveLength(20);
  });

  it.each(["/", "/about", "/industries", "/community"])("%s does not shift when the sliders hydrate", async (route) => {
    for (const viewport of [desktop, phone]) {
      const ctx = await newContext(browser, { viewport });
      const page = await hydratedPage(route, ctx);
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.1);
      await ctx.close();
    }
  });
});

describe("about page", () => {
  let page: Page;
  beforeAll(async () => {
    page = await hydratedPage("/about");
  });
  afterAll(async () => page.close());

  it("lists the value blocks, core values and eight team profiles inside #members", async () => {
    for (const name of ["Personalization", "Proactive Approach", "Transparency", "Dedicated Support", "Passion", "Trusted Relationship", "Quality"]) {
      await expect(page.getByRole("heading", { name, exact: true }).count()).resolves.toBe(1);
    }
    const members = page.locator("#members");
    await expect(members.getByRole("heading", { level: 3 }).count()).resolves.toBe(8);
    await expect(members.getByText("Margaret Okafor, CPA").count()).resolves.toBe(1);
  });

  it("has a looping eight-milestone timeline with arrows and pagination buttons", async () => {
    const timeline = section(page, "Firm milestones");
    expect(await slideCount(timeline)).toBe(8);
    await expect(timeline.getByRole("button", { name: /^Show milestone \d of 8$/ }).count()).resolves.toBe(8);
    await timeline.scrollIntoViewIfNeeded();
    await timeline.getByRole("button", { name: "Show milestone 5 of 8" }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(700);
    expect(await firstVisibleSlide(timeline)).toBe("5 of 8");
    await expect(timeline.getByRole("button", { name: "Show milestone 5 of 8" }).getAttribute("aria-current")).resolves.toBe("true");
    // Autoplay keeps going after the interaction (5.5 s a step).
    await page.waitForTimeout(6000);
    expect(await firstVisibleSlide(timeline)).toBe("6 of 8");
    await timeline.getByRole("button", { name: "Show milestone 8 of 8" }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(700);
    await timeline.getByRole("button", { name: "Next milestone" }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(700);
    expect(await firstVisibleSlide(timeline)).toBe("1 of 8");
  });

  it("has the call-now banner, the free quote form and the map", async () => {
    await expect(page.getByRole("link", { name: /Call now/ }).getAttribute("href")).resolves.toMatch(/^tel:\+1\d{10}$/);
    await expect(page.getByRole("heading", { name: "Get a Free Quote" }).count()).resolves.toBe(1);
    await expect(page.locator("iframe[title][loading='lazy']").count()).resolves.toBe(1);
    expect(await focusableInsideHidden(page)).toEqual([]);
  });

  it("scrolls to the team when opened with #members", async () => {
    const ctx = await newContext(browser);
    const hashed = await hydratedPage("/about#members", ctx);
    await hashed.waitForTimeout(1200);
    const top = await hashed.locator("#members").evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(200);
    await ctx.close();
  });
});

describe("industries page", () => {
  let page: Page;
  beforeAll(async () => {
    page = await hydratedPage("/industries");
  });
  afterAll(async () => page.close());

  it("shows sixteen industry cards and five why-choose-us boxes", async () => {
    const cards = page.getByRole("region", { name: "Industries we know well" });
    await expect(cards.getByRole("heading", { level: 3 }).count()).resolves.toBe(16);
    for (const name of ["SMBs", "Manufacturing & Distribution", "Transportation & Logistics", "eCommerce"]) {
      await expect(cards.getByRole("heading", { name, exact: true }).count()).resolves.toBe(1);
    }
    const why = page.getByRole("region", { name: "Why businesses choose Riverwalk" });
    await expect(why.getByRole("heading", { level: 3 }).count()).resolves.toBe(5);
  });

  it("cuts each of twenty long testimonials at 250 characters, with Read More / Read Less", async () => {
    const slider = section(page, "Client testimonials");
    expect(await slideCount(slider)).toBe(20);
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole("button", { name: /Pause/ }).click();
    const toggle = slider.getByRole("button", { name: "Read More" }).first();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    const paragraph = toggle.locator("xpath=preceding-sibling::p[1]");
    const preview = (await paragraph.textContent()) ?? "";
    expect(preview.endsWith("…")).toBe(true);
    expect(Array.from(preview)).toHaveLength(251);
    await toggle.click();
    const expanded = slider.getByRole("button", { name: "Read Less" }).first();
    await expect(expanded.getAttribute("aria-expanded")).resolves.toBe("true");
    const full = (await expanded.locator("xpath=preceding-sibling::p[1]").textContent()) ?? "";
    expect(full.length).toBeGreaterThan(250);
    expect(full.startsWith(preview.slice(0, 250))).toBe(true);
    await expanded.click();
    await expect(slider.getByRole("button", { name: "Read Less" }).count()).resolves.toBe(0);
  });

  it("ends with a get-in-touch banner and the map", async () => {
    await expect(page.getByRole("link", { name: "Get in Touch", exact: true }).getAttribute("href")).resolves.toBe("/contact");
    await expect(page.locator("iframe[title][loading='lazy']").count()).resolves.toBe(1);
    expect(await focusableInsideHidden(page)).toEqual([]);
  });
});

describe("community page", () => {
  let page: Page;
  beforeAll(async () => {
    page = await hydratedPage("/community");
  });
  afterAll(async () => page.close());

  it("shows the founder quote and eight partner organisations", async () => {
    await expect(page.locator("blockquote").first().textContent()).resolves.toMatch(/Naperville gave this firm/);
    const partners = page.getByRole("region", { name: "Organizations we support" });
    await expect(partners.getByRole("heading", { level: 3 }).count()).resolves.toBe(8);
  });

  it("switches campaigns with the keyboard as WAI-ARIA tabs", async () => {
    const tablist = page.getByRole("tablist", { name: "Community campaigns" });
    const tabs = tablist.getByRole("tab");
    await expect(tabs.count()).resolves.toBe(5);
    const first = tablist.getByRole("tab", { name: "No Planet B" });
    await expect(first.getAttribute("aria-selected")).resolves.toBe("true");
    await expect(page.getByRole("tabpanel").textContent()).resolves.toMatch(/Green Prairie Coalition/);
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const education = tablist.getByRole("tab", { name: "Education" });
    await expect(education.getAttribute("aria-selected")).resolves.toBe("true");
    await expect(education.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.getByRole("tabpanel").textContent()).resolves.toMatch(/Youth Futures Fund/);
    await expect(page.getByRole("tabpanel").getByRole("img").getAttribute("alt")).resolves.toMatch(/classroom/);
    await page.keyboard.press("End");
    await expect(tablist.getByRole("tab", { name: "Mental Health" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.keyboard.press("ArrowRight");
    await expect(first.getAttribute("aria-selected")).resolves.toBe("true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Home");
    await expect(first.getAttribute("aria-selected")).resolves.toBe("true");
  });

  it("has counters, four awards and a gallery", async () => {
    const counters = page.getByRole("region", { name: "Giving back, by the numbers" });
    for (const figure of ["$500,000+", "3,500+", "50+"]) {
      await expect(counters.getByText(figure, { exact: true }).count()).resolves.toBeGreaterThan(0);
    }
    const awards = section(page, "Awards");
    expect(await slideCount(awards)).toBe(4);
    const text = await awards.textContent();
    for (const year of ["2014", "2020", "2021", "2024"]) expect(text).toContain(year);
    await expect(awards.getByRole("button", { name: /Pause automatic award rotation/ }).count()).resolves.toBe(1);
    const gallery = page.getByRole("region", { name: "Our team in the community" });
    await expect(gallery.getByRole("figure").count()).resolves.toBe(6);
  });

  it("links partner logos out in a new tab", async () => {
    const logos = section(page, "Partner organizations");
    const links = await logos.locator("a[href^='http']").evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute("href"), target: a.getAttribute("target"), rel: a.getAttribute("rel") })),
    );
    expect(new Set(links.map((link) => link.href)).size).toBe(8);
    for (const link of links) {
      expect(link.target).toBe("_blank");
      expect(link.rel).toBe("noopener noreferrer");
    }
    expect(await focusableInsideHidden(page)).toEqual([]);
  });
});

describe.each([
  ["desktop", desktop],
  ["phone", phone],
])("axe after the sliders have moved (%s)", (_label, viewport) => {
  it.each(["/", "/about", "/industries", "/community"])("%s has no violations", async (route) => {
    const ctx = await newContext(browser, { viewport });
    const page = await hydratedPage(route, ctx);
    for (const next of await page.getByRole("button", { name: /^Next / }).all()) await next.click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(800);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
    await ctx.close();
  });
});
