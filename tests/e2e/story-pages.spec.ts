import type { Locator, Page } from "@playwright/test";
import { describeViolations, expect, siteUrl, test, waitForHydration } from "./fixtures";
import { carouselCount, recordCount, testimonialCount } from "../helpers/catalogue";

const shortTestimonials = testimonialCount("short");
const longTestimonials = testimonialCount("long");

/**
 * Carousels rotate on their own timer (window.setInterval) and react-slick ends each move with a timeout, so the
 * tests that watch them run on Playwright's clock: installed before the page loads, paused once React has
 * hydrated, and moved on with `runFor` — a 6.5 s wait takes no real time and no autoplay tick comes unasked.
 */
async function openOnPausedClock(page: Page, route: string): Promise<void> {
  await page.clock.install();
  await page.goto(route, { waitUntil: "load" });
  await waitForHydration(page);
  // pauseAt only moves forward; a second ahead stays ahead of the page's clock while this call travels to it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
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
  const labels = await carousel
    .locator("[aria-roledescription='slide']")
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute("aria-label")));
  return new Set(labels).size;
}

/** The label of the first slide a person can see right now ("3 of 10"). */
function visibleSlideNow(carousel: Locator): Promise<string | null> {
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

/**
 * The label of the first slide a person can see, read once the carousel has come to rest: any state change
 * React still has queued is rendered and no transition inside the carousel is running.
 */
async function firstVisibleSlide(carousel: Locator): Promise<string | null> {
  await expect
    .poll(() =>
      carousel.evaluate(async (root) => {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
        return root.getAnimations({ subtree: true }).filter((animation) => animation.playState === "running").length;
      }),
    )
    .toBe(0);
  return visibleSlideNow(carousel);
}

/**
 * Moves the page's clock on in steps of 100 ms until the carousel shows a slide that `accept`s (react-slick's code
 * may still be loading when a control is pressed, and its move then starts later), and returns it once at rest.
 */
async function slideOnceMoved(
  page: Page,
  carousel: Locator,
  accept: (label: string | null) => boolean,
): Promise<string | null> {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return accept(await visibleSlideNow(carousel));
    })
    .toBe(true);
  // react-slick ignores further moves until its own end-of-move timeout (the 500 ms transition) has run.
  await page.clock.runFor(700);
  return firstVisibleSlide(carousel);
}

/** Presses every carousel's Next button and waits until each has moved on and come to rest. */
async function moveEveryCarousel(page: Page): Promise<void> {
  const nextButtons = await page.getByRole("button", { name: /^Next / }).all();
  const carousels = nextButtons.map((next) => next.locator("xpath=ancestor::*[@aria-roledescription='carousel'][1]"));
  const before: (string | null)[] = [];
  for (const carousel of carousels) before.push(await visibleSlideNow(carousel));
  for (const next of nextButtons) await next.click();
  await page.mouse.move(0, 0);
  for (const [index, carousel] of carousels.entries())
    await slideOnceMoved(page, carousel, (label) => label !== before[index]);
}

/** Focusable elements that assistive technology can't see (axe's aria-hidden-focus). */
async function focusableInsideHidden(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        "[aria-hidden='true'] a[href], [aria-hidden='true'] button, [aria-hidden='true'] [tabindex]",
      ),
    )
      .filter((element) => element.tabIndex >= 0 && !element.closest("[inert]"))
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

/** Layout shift so far (buffered entries, excluding shifts right after input). */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  });
}

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await openOnPausedClock(page, "/");
  });

  test("opens with three banner slides, an eager first image and calls to action to /contact", async ({ page }) => {
    const banner = section(page, "Welcome");
    expect(await slideCount(banner)).toBe(3);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Trusted CPAs/);
    const hrefs = await banner.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(new Set(["/contact"]));
    const firstImage = banner.locator("[aria-label='1 of 3'] img[alt]:not([aria-hidden])").first();
    await expect(firstImage).toHaveAttribute("loading", "eager");
  });

  test("shows the tools carousel, four statistics and three service cards", async ({ page }) => {
    expect(await slideCount(section(page, "Software we work with"))).toBe(8);
    const stats = page.getByRole("region", { name: "Numbers behind our reputation" });
    for (const figure of ["98%", "$100M+", "99%", "200+"]) {
      await expect(stats.getByText(figure, { exact: true }).first()).toBeAttached();
    }
    const services = page.getByRole("region", { name: "Services for individuals and businesses" });
    for (const href of ["/services/taxes", "/services/accounting-services", "/services/advisory-consulting"]) {
      await expect(services.locator(`a[href='${href}']`)).toHaveCount(1);
    }
  });

  test("links About, every sector, community, team, consultation and reviews", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Learn more about us" })).toHaveAttribute("href", "/about");
    const sectors = page.getByRole("region", { name: "Sectors we serve" });
    await expect(sectors.getByRole("heading", { level: 3 })).toHaveCount(recordCount("sectors"));
    const sectorLinks = await sectors
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    // Each sector's card and the section's own link.
    expect(sectorLinks.filter((href) => href === "/industries")).toHaveLength(recordCount("sectors") + 1);
    await expect(page.getByRole("region", { name: "Giving back to Naperville" }).getByRole("link")).toHaveAttribute(
      "href",
      "/community",
    );
    await expect(page.getByRole("link", { name: "Meet the whole team" })).toHaveAttribute("href", "/about#members");
    const consultation = page.getByRole("region", { name: "Book a Consultation" });
    await expect(consultation.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/contact");
    const reviews = page.getByRole("link", { name: /Read our client reviews/ });
    await expect(reviews).toHaveAttribute("href", /^https:\/\//);
    await expect(reviews).toHaveAttribute("target", "_blank");
    await expect(page.locator("script[src*='reviews']")).toHaveCount(0);
  });

  test("shows core values and a slider of the short testimonials with named arrows and no drag", async ({ page }) => {
    const values = page.getByRole("region", { name: "What guides our work" });
    for (const name of ["Passion", "Trusted Relationship", "Quality"]) {
      await expect(values.getByRole("heading", { name })).toHaveCount(1);
    }
    const testimonials = section(page, "Client testimonials");
    expect(await slideCount(testimonials)).toBe(shortTestimonials);
    await expect(testimonials.getByRole("button", { name: "Previous testimonial" })).toHaveCount(1);
    await expect(testimonials.getByRole("button", { name: "Next testimonial" })).toHaveCount(1);
    await testimonials.scrollIntoViewIfNeeded();
    const before = await firstVisibleSlide(testimonials);
    await testimonials.getByRole("button", { name: "Next testimonial" }).click();
    await page.mouse.move(0, 0);
    expect(await slideOnceMoved(page, testimonials, (label) => label !== before)).not.toBe(before);
  });

  test("stops rotating when the pause button is pressed and starts again with play", async ({ page }) => {
    const banner = section(page, "Welcome");
    await banner.scrollIntoViewIfNeeded();
    await banner.getByRole("button", { name: "Pause automatic banner slide rotation" }).click();
    await page.mouse.move(0, 0);
    const paused = await firstVisibleSlide(banner);
    await page.clock.runFor(6500);
    expect(await firstVisibleSlide(banner)).toBe(paused);
    await banner.getByRole("button", { name: "Play automatic banner slide rotation" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6500);
    expect(await slideOnceMoved(page, banner, (label) => label !== paused)).not.toBe(paused);
  });

  test("never leaves a focusable element inside a hidden slide", async ({ page }) => {
    expect(await focusableInsideHidden(page)).toEqual([]);
    // Nor once the carousels have taken over and moved.
    await moveEveryCarousel(page);
    expect(await focusableInsideHidden(page)).toEqual([]);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("does not rotate the sliders and offers to start them", async ({ page }) => {
    await openOnPausedClock(page, "/");
    const banner = section(page, "Welcome");
    await expect(banner.getByRole("button", { name: "Play automatic banner slide rotation" })).toHaveCount(1);
    const first = await firstVisibleSlide(banner);
    await page.clock.runFor(5600);
    expect(await firstVisibleSlide(banner)).toBe(first);
  });
});

test.describe("server-rendered HTML", () => {
  test("holds every slide's text and the final figures before JavaScript runs", async () => {
    const home = await serverHtml("/");
    expect(home.match(new RegExp(`aria-label="\\d+ of ${shortTestimonials}"`, "g"))).toHaveLength(shortTestimonials);
    expect(home).toContain("$100M+");
    const community = await serverHtml("/community");
    for (const figure of ["$500,000+", "3,500+", "50+"]) expect(community).toContain(figure);
    for (const cause of [
      "plants trees",
      "scholarships",
      "winter coat drive",
      "Safe Harbor Recovery",
      "Minds Matter IL",
    ]) {
      expect(community).toContain(cause);
    }
    const industries = await serverHtml("/industries");
    expect(industries.match(new RegExp(`aria-label="\\d+ of ${longTestimonials}"`, "g"))).toHaveLength(
      longTestimonials,
    );
  });

  for (const route of ["/", "/about", "/industries", "/community"]) {
    test(`${route} does not shift when the sliders hydrate`, { tag: "@both" }, async ({ page, gotoHydrated }) => {
      await gotoHydrated(route);
      // Everything the page does at start-up is done: React has hydrated and the network has gone quiet.
      await page.waitForLoadState("networkidle");
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.1);
    });
  }
});

test.describe("about page", () => {
  test.beforeEach(async ({ page }) => {
    await openOnPausedClock(page, "/about");
  });

  test("lists the value blocks, core values and eight team profiles inside #members", async ({ page }) => {
    for (const name of [
      "Personalization",
      "Proactive Approach",
      "Transparency",
      "Dedicated Support",
      "Passion",
      "Trusted Relationship",
      "Quality",
    ]) {
      await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(1);
    }
    const members = page.locator("#members");
    await expect(members.getByRole("heading", { level: 3 })).toHaveCount(recordCount("team"));
    await expect(members.getByText("Margaret Okafor, CPA")).toHaveCount(1);
  });

  test("has a looping timeline of every milestone with arrows and pagination buttons", async ({ page }) => {
    const timeline = section(page, "Firm milestones");
    const milestones = recordCount("timeline");
    expect(await slideCount(timeline)).toBe(milestones);
    await expect(
      timeline.getByRole("button", { name: new RegExp(`^Show milestone \\d+ of ${milestones}$`) }),
    ).toHaveCount(milestones);
    await timeline.scrollIntoViewIfNeeded();
    await timeline.getByRole("button", { name: `Show milestone ${Math.min(5, milestones)} of ${milestones}` }).click();
    await page.mouse.move(0, 0);
    expect(await slideOnceMoved(page, timeline, (label) => label === "5 of 8")).toBe("5 of 8");
    await expect(timeline.getByRole("button", { name: "Show milestone 5 of 8" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Autoplay keeps going after the interaction (5.5 s a step).
    await page.clock.runFor(6000);
    expect(await firstVisibleSlide(timeline)).toBe("6 of 8");
    await timeline.getByRole("button", { name: "Show milestone 8 of 8" }).click();
    await page.mouse.move(0, 0);
    expect(await slideOnceMoved(page, timeline, (label) => label === "8 of 8")).toBe("8 of 8");
    await timeline.getByRole("button", { name: "Next milestone" }).click();
    await page.mouse.move(0, 0);
    expect(await slideOnceMoved(page, timeline, (label) => label === "1 of 8")).toBe("1 of 8");
  });

  test("has the call-now banner, the free quote form and the map", async ({ page }) => {
    await expect(page.getByRole("link", { name: /Call now/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(page.getByRole("heading", { name: "Get a Free Quote" })).toHaveCount(1);
    await expect(page.locator("iframe[title][loading='lazy']")).toHaveCount(1);
    expect(await focusableInsideHidden(page)).toEqual([]);
  });
});

test("about scrolls to the team when opened with #members", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/about#members");
  await expect
    .poll(() => page.locator("#members").evaluate((element) => Math.abs(element.getBoundingClientRect().top)))
    .toBeLessThan(200);
});

test.describe("industries page", () => {
  test.beforeEach(async ({ page }) => {
    await openOnPausedClock(page, "/industries");
  });

  test("shows sixteen industry cards and five why-choose-us boxes", async ({ page }) => {
    const cards = page.getByRole("region", { name: "Industries we know well" });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveCount(16);
    for (const name of ["SMBs", "Manufacturing & Distribution", "Transportation & Logistics", "eCommerce"]) {
      await expect(cards.getByRole("heading", { name, exact: true })).toHaveCount(1);
    }
    const why = page.getByRole("region", { name: "Why businesses choose Riverwalk" });
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(5);
  });

  test("cuts each long testimonial at 250 characters, with Read More / Read Less", async ({ page }) => {
    const slider = section(page, "Client testimonials");
    expect(await slideCount(slider)).toBe(longTestimonials);
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole("button", { name: /Pause/ }).click();
    const toggle = slider.getByRole("button", { name: "Read More" }).first();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const paragraph = toggle.locator("xpath=preceding-sibling::p[1]");
    const preview = (await paragraph.textContent()) ?? "";
    expect(preview.endsWith("…")).toBe(true);
    expect(Array.from(preview)).toHaveLength(251);
    await toggle.click();
    const expanded = slider.getByRole("button", { name: "Read Less" }).first();
    await expect(expanded).toHaveAttribute("aria-expanded", "true");
    const full = (await expanded.locator("xpath=preceding-sibling::p[1]").textContent()) ?? "";
    expect(full.length).toBeGreaterThan(250);
    expect(full.startsWith(preview.slice(0, 250))).toBe(true);
    await expanded.click();
    await expect(slider.getByRole("button", { name: "Read Less" })).toHaveCount(0);
  });

  test("ends with a get-in-touch banner and the map", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Get in Touch", exact: true })).toHaveAttribute("href", "/contact");
    await expect(page.locator("iframe[title][loading='lazy']")).toHaveCount(1);
    expect(await focusableInsideHidden(page)).toEqual([]);
  });
});

test.describe("community page", () => {
  test.beforeEach(async ({ page }) => {
    await openOnPausedClock(page, "/community");
  });

  test("shows the founder quote and every partner organisation", async ({ page }) => {
    await expect(page.locator("blockquote").first()).toHaveText(/Naperville gave this firm/);
    const partners = page.getByRole("region", { name: "Organizations we support" });
    await expect(partners.getByRole("heading", { level: 3 })).toHaveCount(carouselCount("partners"));
  });

  test("switches campaigns with the keyboard as WAI-ARIA tabs", async ({ page }) => {
    const tablist = page.getByRole("tablist", { name: "Community campaigns" });
    await expect(tablist.getByRole("tab")).toHaveCount(recordCount("causes"));
    const first = tablist.getByRole("tab", { name: "No Planet B" });
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveText(/Green Prairie Coalition/);
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const education = tablist.getByRole("tab", { name: "Education" });
    await expect(education).toHaveAttribute("aria-selected", "true");
    await expect(education).toBeFocused();
    await expect(page.getByRole("tabpanel")).toHaveText(/Youth Futures Fund/);
    await expect(page.getByRole("tabpanel").getByRole("img")).toHaveAttribute("alt", /classroom/);
    await page.keyboard.press("End");
    await expect(tablist.getByRole("tab", { name: "Mental Health" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
  });

  test("has counters, four awards and a gallery", async ({ page }) => {
    const counters = page.getByRole("region", { name: "Giving back, by the numbers" });
    for (const figure of ["$500,000+", "3,500+", "50+"]) {
      await expect(counters.getByText(figure, { exact: true }).first()).toBeAttached();
    }
    const awards = section(page, "Awards");
    expect(await slideCount(awards)).toBe(carouselCount("awards"));
    const text = await awards.textContent();
    for (const year of ["2014", "2020", "2021", "2024"]) expect(text).toContain(year);
    await expect(awards.getByRole("button", { name: /Pause automatic award rotation/ })).toHaveCount(1);
    const gallery = page.getByRole("region", { name: "Our team in the community" });
    await expect(gallery.getByRole("figure")).toHaveCount(carouselCount("gallery"));
  });

  test("links partner logos out in a new tab", async ({ page }) => {
    const logos = section(page, "Partner organizations");
    const links = await logos.locator("a[href^='http']").evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute("href"),
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
      })),
    );
    expect(new Set(links.map((link) => link.href)).size).toBe(8);
    for (const link of links) {
      expect(link.target).toBe("_blank");
      expect(link.rel).toBe("noopener noreferrer");
    }
    expect(await focusableInsideHidden(page)).toEqual([]);
  });
});

test.describe("axe after the sliders have moved", { tag: "@both" }, () => {
  for (const route of ["/", "/about", "/industries", "/community"]) {
    test(`${route} has no violations`, async ({ page, axe }) => {
      await openOnPausedClock(page, route);
      await moveEveryCarousel(page);
      // axe-core schedules its own work on timers: time flows again while it runs.
      await page.clock.resume();
      expect(describeViolations(await axe())).toEqual([]);
    });
  }
});
