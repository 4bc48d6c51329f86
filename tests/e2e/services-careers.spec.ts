import { collection } from "../helpers/data";
import { advisoryPages, careers, firm, growthAccordion, serviceGroups } from "./expected-content";
import { describeViolations, expect, test } from "./fixtures";

for (const group of serviceGroups) {
  test.describe(`${group.categoryPath} service pages`, () => {
    const allChecklists = group.pages.flatMap((p) => p.checklists);

    for (const record of group.pages) {
      test(`${record.path}: sidebar, current marker and its own lists only`, async ({ page, gotoHydrated }) => {
        await gotoHydrated(record.path);
        const sidebar = page.getByRole("navigation", { name: group.nav, exact: true });
        const links = sidebar.getByRole("listitem").getByRole("link");
        expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
          group.pages.map((p) => p.path),
        );
        const current = sidebar.locator('[aria-current="page"]');
        await expect(current).toHaveCount(1);
        await expect(current).toHaveAttribute("href", record.path);
        await expect(current).toHaveText(record.navLabel, { useInnerText: false });
        expect(await current.textContent()).toBe(record.navLabel);
        await expect(sidebar.getByRole("link", { name: group.nav, exact: true })).toHaveAttribute(
          "href",
          group.categoryPath,
        );

        await expect(page.getByRole("heading", { name: "Connect with us" })).toBeVisible();
        await expect(
          page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }).first(),
        ).toHaveAttribute("href", "/contact");

        const own = new Set(record.checklists.map((c) => c.key));
        for (const checklist of allChecklists) {
          const count = await page.getByRole("heading", { name: checklist.title, exact: true }).count();
          expect([checklist.key, count]).toEqual([checklist.key, own.has(checklist.key) ? 1 : 0]);
        }
      });
    }
  });
}

test.describe("page-specific lists", () => {
  test("shows the audit-reasons list on IRS representation only", async ({ page, gotoHydrated }) => {
    const irs = serviceGroups[0].pages.find((p) => p.path === "/services/taxes/IRS-representation");
    const audit = irs?.checklists.find((c) => c.key === "audit-reasons");
    expect(audit).toBeDefined();
    await gotoHydrated("/services/taxes/IRS-representation");
    const list = page.getByRole("region", { name: audit?.title });
    await expect(list.getByRole("listitem")).toHaveCount(audit?.itemCount ?? -1);
  });

  test("names weekly, bi-weekly and monthly runs in the payroll checklist", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/services/accounting-services/payroll");
    const payroll = serviceGroups[1].pages.find((p) => p.path.endsWith("/payroll"))?.checklists[0];
    await expect(page.getByRole("region", { name: payroll?.title })).toContainText(/weekly, bi-weekly or monthly/);
  });
});

test.describe("advisory pages", () => {
  test("runs the Growth accordion: first open, one at a time, keyboard operable", async ({ page, gotoHydrated }) => {
    await gotoHydrated(advisoryPages[0].path);
    const buttons = growthAccordion.map((faq) => page.getByRole("button", { name: faq.title }));
    expect(buttons).toHaveLength(4);
    await expect(buttons[0]).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(growthAccordion[0].content)).toBeVisible();
    for (const button of buttons.slice(1)) await expect(button).toHaveAttribute("aria-expanded", "false");

    await buttons[2].click();
    await expect(buttons[2]).toHaveAttribute("aria-expanded", "true");
    await expect(buttons[0]).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(growthAccordion[2].content)).toBeVisible();
    await expect(page.getByText(growthAccordion[0].content)).toBeHidden();

    await buttons[2].focus();
    await page.keyboard.press("ArrowDown");
    await expect(buttons[3]).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(buttons[3]).toHaveAttribute("aria-expanded", "true");
    await expect(buttons[2]).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Home");
    await expect(buttons[0]).toBeFocused();
  });

  for (const record of advisoryPages) {
    test(`${record.path} has its service area, three highlights, six numbered solutions, three steps and an ask-us link`, async ({
      page,
      gotoHydrated,
    }) => {
      await gotoHydrated(record.path);
      await expect(page.getByText(record.serviceArea)).toBeVisible();
      await expect(page.getByRole("list", { name: "Highlights" }).getByRole("listitem")).toHaveCount(3);
      for (const solution of record.solutions) {
        await expect(page.getByRole("heading", { name: solution, exact: true })).toHaveCount(1);
      }
      const solutions = page.locator("ol").filter({ has: page.getByRole("heading", { name: record.solutions[0] }) });
      await expect(solutions.getByRole("listitem")).toHaveCount(6);
      const steps = page.locator("ol").filter({ has: page.getByRole("heading", { name: record.firstStep }) });
      await expect(steps.getByRole("listitem")).toHaveCount(3);
      await expect(steps.getByRole("img")).toHaveCount(3);
    });
  }

  test("states the service-area claims where they belong", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/services/advisory-consulting/tax-financial-planning");
    await expect(page.getByText(/all 50 states/).first()).toBeVisible();
    await gotoHydrated("/services/advisory-consulting/M&A-strategy");
    await expect(page.getByText(/continental USA/).first()).toBeVisible();
  });
});

test.describe("services overview and category pages", () => {
  test("shows every category's service cards, in order, linking to their pages, and a quote banner", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/services");
    for (const group of serviceGroups) {
      const region = page.getByRole("region", { name: group.title, exact: true });
      const links = region.getByRole("list", { name: group.listHeading }).getByRole("link");
      expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
        group.pages.map((p) => p.path),
      );
    }
    expect(serviceGroups.every((group) => group.pages.length > 0)).toBe(true);
    expect(serviceGroups.flatMap((group) => group.pages)).toHaveLength(collection<unknown[]>("services").length);
    const quote = page.getByRole("region", { name: /get a quote/i });
    await expect(quote.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("heading", { name: "Get a Free Quote", level: 2 })).toBeVisible();
  });

  for (const group of serviceGroups) {
    test(`${group.categoryPath} links every sub-page and calls to /contact`, async ({ page, gotoHydrated }) => {
      await gotoHydrated(group.categoryPath);
      const main = page.getByRole("main");
      for (const record of group.pages) {
        await expect(main.getByRole("link", { name: record.cardTitle, exact: true })).toHaveAttribute(
          "href",
          record.path,
        );
      }
      expect(await main.locator('a[href="/contact"]').count()).toBeGreaterThanOrEqual(2);
    });
  }
});

test.describe("careers", () => {
  test("lists the four open positions and the five recruitment steps", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/careers");
    const positions = page.getByRole("region", { name: "Open positions" }).getByRole("link");
    expect(await positions.evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute("href")]))).toEqual(
      careers.map((c) => [c.title, c.path]),
    );
    const steps = page.getByRole("region", { name: "Our recruitment process" }).getByRole("listitem");
    await expect(steps.getByRole("heading")).toHaveText([
      "Explore Your Fit",
      "Apply",
      "Interview",
      "Offer",
      "Get Started",
    ]);
    await expect(page.getByRole("region", { name: "Why build your career here" }).getByRole("listitem")).toHaveCount(
      collection<{ benefits: unknown[] }>("careers-page").benefits.length,
    );
    expect(await page.getByRole("main").locator('a[href="/contact"]').count()).toBeGreaterThan(0);
  });

  const facts: [string, RegExp[]][] = [
    ["audit-associate", [/permanent/i, /part-time/i]],
    ["bookkeeping-specialist", [/on-site in Naperville/i, /within two weeks/, /background check/]],
    ["senior-tax-accountant", [/5\+ years/, /CPA license/]],
    ["administrative-assistant", [/at least two years/i]],
  ];
  for (const [slug, expected] of facts) {
    test(`${slug} states the posting's facts`, async ({ page, gotoHydrated }) => {
      await gotoHydrated(`/contact/careers/${slug}`);
      const text = (await page.getByRole("main").textContent()) ?? "";
      for (const fact of expected) expect(text).toMatch(fact);
      for (const heading of ["Responsibilities", "Qualifications", "What we offer", "Next steps"]) {
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      }
      await expect(page.getByText("Date posted")).toBeVisible();
    });
  }

  test("has no application dialog on the Senior Tax Accountant posting, only the careers email", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/contact/careers/senior-tax-accountant");
    await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("link", { name: firm.careersEmail })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${firm.careersEmail}`),
    );
  });
});

for (const career of careers.filter((c) => c.applyOnline)) {
  test.describe(`${career.path} application dialog`, () => {
    test.beforeEach(async ({ gotoHydrated }) => {
      await gotoHydrated(career.path);
    });

    const focusInDialog = (page: import("@playwright/test").Page) =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

    test("opens a labelled modal with focus inside, traps Tab and locks the page behind", async ({ page }) => {
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByLabel("Full Name")).toHaveCount(0);
      await page.getByRole("button", { name: "Apply Now" }).click();
      const dialog = page.getByRole("dialog", { name: "We're Hiring" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect.poll(() => focusInDialog(page)).toBe(true);
      await expect(dialog.getByLabel("Position")).toHaveValue(career.title);
      await expect(dialog.getByRole("option")).toHaveText(careers.map((c) => c.title));

      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press("Tab");
        expect(await focusInDialog(page)).toBe(true);
      }
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusInDialog(page)).toBe(true);
      }
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      const before = await page.evaluate(() => window.scrollY);
      // A wheel over the backdrop must not scroll the page: wait until the wheel event has been dispatched and
      // two frames have been painted (a scroll would have happened by then), then compare.
      await page.mouse.move(20, 400);
      await page.evaluate(() => {
        (window as unknown as { __wheeled: Promise<void> }).__wheeled = new Promise((resolve) =>
          window.addEventListener("wheel", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
            capture: true,
          }),
        );
      });
      await page.mouse.wheel(0, 800);
      await page.evaluate(() => (window as unknown as { __wheeled: Promise<void> }).__wheeled);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    });

    test("closes on Escape and with the close button, returning focus to Apply Now", async ({ page }) => {
      const apply = page.getByRole("button", { name: "Apply Now" });
      await apply.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(apply).toBeFocused();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

      await apply.click();
      await page.getByRole("button", { name: "Close application form" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(apply).toBeFocused();
    });

    test("is axe clean with the dialog open", { tag: "@both" }, async ({ page, axe }) => {
      await page.getByRole("button", { name: "Apply Now" }).click();
      await expect(page.getByRole("dialog", { name: "We're Hiring" })).toBeVisible();
      expect(describeViolations(await axe())).toEqual([]);
    });
  });
}
