/**
 * The controls of tests/e2e/first-action.spec.ts, one entry per kind of control: where it is, how to find it in each
 * edition (words from data/interface/, records and routes from data/ through the site's own helpers), what the page
 * is given before it opens (a fixed clock, a media feature: never an event), and what it must answer. An entry
 * locates; it does not act. The spec acts, once, as touch, as a mouse or from the keyboard, and checks the answer
 * before and after `html[data-hydrated]`.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { collectionIn } from "../../gatsby/translations";
import { textIn, type Dictionary, type Translate } from "../../src/lib/interface-text";
import { localeTag, localizedPath, switchPath, type Locale } from "../../src/lib/locale";
import { APPOINTMENT_PATH, ORGANIZER_PATH } from "../../src/lib/routes";
import { deadlinesFor, formatLongDate, formatMonthYear, type TaxDeadlineRule } from "../../src/lib/tax-deadlines";
import { careerCatalogue, serviceCatalogue } from "../helpers/catalogue";
import { collection, readData, repoRoot } from "../helpers/data";
import { escapeRegExp } from "../helpers/text";
import { expectInstallmentAmounts } from "./planner";

/** How the visitor acts: a finger at 375 px, a mouse at 1280 px, the keyboard alone at 1280 px. */
export type Mode = "touch" | "mouse" | "keyboard";

/** What the spec watched of the page from the action on. */
export interface Probe {
  /** EmailJS send-form requests so far. */
  emailRequests: () => number;
  /** Main-frame navigations since the action (full loads and history changes), as URLs. */
  navigations: string[];
}

/** One thing the visitor fills in before sending a form: typing is part of the action. */
export interface Entry {
  field: Locator;
  value: string;
  /** `text` (typed), `select` (an option chosen), `radio` (a choice ticked). */
  kind: "text" | "select" | "radio";
  /** What the keyboard types when it is not `value` (a date field takes month, day and year: "12022026"). */
  keys?: string;
}

export interface Edition {
  locale: Locale;
  t: Translate;
  /** The BCP 47 tag of the edition's dates ("en-US", "es-US"). */
  tag: string;
}

export interface ControlKind {
  /** The kind's name in test titles. */
  name: string;
  /** The ways it is used: touch where a phone shows it, mouse and keyboard where a desktop does. */
  modes: readonly Mode[];
  /** The page it is on, in the edition. */
  route: (edition: Edition) => string;
  /** Before the page opens: a clock, a media feature, a route of the test's own. No event reaches the page. */
  setUp?: (context: BrowserContext, page: Page, edition: Edition) => Promise<void>;
  /** The control that leads to this one, when the visitor must use it first (a phone's language switch is in the
   * menu; the application form is in the dialog Apply Now opens); null when the control is in sight. */
  wayThere?: (page: Page, edition: Edition, mode: Mode) => Locator | null;
  /** What is typed or chosen before the control is used. */
  entries?: (page: Page, edition: Edition, mode: Mode) => Entry[];
  /** The control itself. */
  control: (page: Page, edition: Edition) => Locator;
  /** The key that works it once focused (default Enter); a select's arrow key chooses the next option. */
  key?: string;
  /** For a select: the option's value a finger or a mouse chooses (the same the key chooses). */
  choose?: (edition: Edition) => string;
  /** Where Tab stops on the way to it, when that is not the control itself (a date grid's tab stop). */
  tabStop?: (page: Page, edition: Edition) => Locator;
  /** Reads the page just before the action (the DOM only): what the answer is measured against. */
  before?: (page: Page, edition: Edition) => Promise<string>;
  /** Asserts the answer, as a hydrated page gives it, exactly once. */
  answer: (page: Page, edition: Edition, probe: Probe, before: string) => Promise<void>;
  /** Skips the kind, with the reason, when the build has no such control (the newsletter signup). */
  missing?: (edition: Edition) => string | null;
}

export const editions: Edition[] = (["en", "es"] as const).map((locale) => ({
  locale,
  t: textIn(readData<Dictionary>(`interface/${locale}.json`)),
  tag: localeTag(locale),
}));

const allModes: readonly Mode[] = ["touch", "mouse", "keyboard"];
const desktopModes: readonly Mode[] = ["mouse", "keyboard"];

const labelled = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`)).first();

// Records of data/, read as the other specs read them.

interface NavItem {
  label: string;
  to: string;
  menu?: string;
}
interface FaqRecord {
  key: string;
  column: number;
  order: number;
  question: string;
}
interface CauseRecord {
  key: string;
  order: number;
  title: string;
}
interface ServiceRecord {
  slug: string;
  advisory?: { growth: { questions: { question: string }[] } };
}
interface CareerRecord {
  slug: string;
  title: string;
}

const inEdition = <T>(name: string, locale: Locale): T => collectionIn(name, locale) as unknown as T;

/** The header item with the Services menu (data/site/<locale>/navigation.json). */
const servicesItem = (locale: Locale) => {
  const item = inEdition<{ main: NavItem[] }>("navigation", locale).main.find((entry) => entry.menu === "services");
  if (!item) throw new Error("data/site navigation has no Services menu");
  return item;
};

/** The second question of the FAQ's first column: closed on arrival (the first of each column is open). */
const secondFaq = (locale: Locale) => {
  const column = inEdition<FaqRecord[]>("faqs", locale)
    .filter((faq) => faq.column === 1)
    .sort((a, b) => a.order - b.order);
  if (column.length < 2) throw new Error("data/faqs has fewer than two questions in its first column");
  return column[1];
};

/** The first advisory service page (its Growth accordion), in the Services menu's order. */
const advisoryPage = (() => {
  const withAccordion = new Set(
    collection<ServiceRecord[]>("services")
      .filter((service) => service.advisory)
      .map((service) => service.slug),
  );
  for (const group of serviceCatalogue()) {
    for (const page of group.pages) {
      const slug = page.path.slice(group.categoryPath.length + 1);
      if (withAccordion.has(slug)) return { path: page.path, slug };
    }
  }
  throw new Error("data/services has no advisory page");
})();

const growthQuestion = (locale: Locale, index: number) => {
  const record = inEdition<ServiceRecord[]>("services", locale).find((service) => service.slug === advisoryPage.slug);
  const question = record?.advisory?.growth.questions[index]?.question;
  if (!question) throw new Error(`${advisoryPage.path} has no Growth question ${index + 1}`);
  return question;
};

/** The community campaigns (data/causes), in their order: the first is selected on arrival. */
const campaigns = (locale: Locale) =>
  inEdition<CauseRecord[]>("causes", locale)
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((cause) => cause.title);

/** The first job posting with the online application (data/careers). */
const applyCareer = (() => {
  const career = careerCatalogue().find((entry) => entry.applyOnline);
  if (!career) throw new Error("data/careers has no posting with the online application");
  return career;
})();

// The clock: the calendar's server-rendered month is the build's, so the visitor's clock is set to the build day and
// the month the page opens on is the month it stays on.

/** The day the build was made (the calendar's month in the HTML), from the page data of /resources. */
const buildDate = (): string => {
  const file = path.join(repoRoot, "public/page-data/resources/page-data.json");
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { result: { data: { site: { buildTime: string } } } };
  return data.result.data.site.buildTime.slice(0, 10);
};

const atBuildDay = async (context: BrowserContext) => {
  await context.clock.setFixedTime(new Date(`${buildDate()}T12:00:00`));
};

/** The first day of the build's month with a federal deadline after the 1st, and how many it has. */
const dayWithDeadlines = (edition: Edition) => {
  const date = buildDate();
  const [year, month] = date.split("-").map(Number);
  const rules = collection<TaxDeadlineRule[]>("tax-deadline-rules");
  const events = deadlinesFor(year, rules, edition.tag, edition.t).filter(
    (event) => Number(event.date.slice(5, 7)) === month && Number(event.date.slice(8, 10)) > 1,
  );
  if (events.length === 0) throw new Error(`no federal deadline after the 1st in ${date.slice(0, 7)}`);
  const first = events[0].date;
  return { date: first, count: events.filter((event) => event.date === first).length };
};

const calendar = (page: Page, { t }: Edition) => page.getByRole("region", { name: t("taxCalendar.heading") });
const grid = (page: Page, edition: Edition) => calendar(page, edition).getByRole("grid");
const monthHeading = (page: Page, edition: Edition) =>
  calendar(page, edition).getByRole("heading", { level: 3 }).first();

const buildMonth = () => {
  const [year, month] = buildDate().split("-").map(Number);
  return { year, month };
};
const shifted = ({ year, month }: { year: number; month: number }, by: number) => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The month the month select moves to: the next in the same year (the one before in December). */
const monthAfterChoice = () => (buildMonth().month === 12 ? { ...buildMonth(), month: 11 } : shifted(buildMonth(), 1));

/** The month the calendar shows is `month`, in its heading and its select, and its deadlines are listed. */
async function expectMonth(page: Page, edition: Edition, month: { year: number; month: number }) {
  const label = formatMonthYear(month.year, month.month, edition.tag);
  await expect(monthHeading(page, edition)).toHaveText(label);
  await expect(calendar(page, edition).getByLabel(edition.t("taxCalendar.month"), { exact: true })).toHaveValue(
    String(month.month),
  );
  await expect(
    calendar(page, edition).getByRole("heading", { name: edition.t("taxCalendar.deadlinesIn", { month: label }) }),
  ).toHaveCount(1);
}

// The forms.

/** Monday, November 30, 2026, 9:15 a.m. in Naperville (tests/e2e/appointment.spec.ts): Wednesday is the first date. */
const APPOINTMENT_NOW = new Date("2026-11-30T15:15:00Z");
const APPOINTMENT_DAY = "2026-12-02";
const appointmentService = (() => {
  const category = serviceCatalogue()[0];
  return category.pages[0].path.slice(category.categoryPath.length + 1);
})();

const contactForm = (page: Page, { t }: Edition) => page.getByRole("form", { name: t("contact.formName") });
const applicationDialog = (page: Page, { t }: Edition) => page.getByRole("dialog", { name: t("careers.dialogTitle") });
const appointmentForm = (page: Page, { t }: Edition) => page.getByRole("form", { name: t("appointment.formName") });

const typed = (locale: Locale) => ({
  name: locale === "en" ? "Dana Whitfield" : "Dana Whitfield Reyes",
  phone: "(630) 555-0199",
  email: "dana@example.com",
  message: locale === "en" ? "Quarterly estimates for a new LLC." : "Pagos de impuesto estimado de una LLC nueva.",
});

/** The name, phone and email a visitor types into an enquiry form, in that order. */
const personEntries = (form: Locator, { t, locale }: Edition): Entry[] => {
  const values = typed(locale);
  return [
    { field: labelled(form, t("forms.fields.fullName")), value: values.name, kind: "text" },
    { field: labelled(form, t("forms.fields.phoneNumber")), value: values.phone, kind: "text" },
    { field: labelled(form, t("forms.fields.emailAddress")), value: values.email, kind: "text" },
  ];
};

/** Asserts EmailJS got exactly one request, and still exactly one once everything has settled. */
async function expectOneSend(probe: Probe) {
  await expect.poll(probe.emailRequests).toBe(1);
}

// The organizer: its first yes/no question (data/organizer-questions/), first document and its send form.

interface OrganizerRecord {
  key: string;
  kind?: string;
  question?: string;
  title?: string;
}

/** The first yes/no question in the page's order: by topic (data/organizer-topics/), then within it. */
const firstYesNoQuestion = (locale: Locale): string => {
  const topics = inEdition<{ key: string }[]>("organizer-topics", locale).map((topic) => topic.key);
  const questions = inEdition<(OrganizerRecord & { group: string })[]>("organizer-questions", locale)
    .filter((question) => question.kind === "yesno")
    .sort((a, b) => topics.indexOf(a.group) - topics.indexOf(b.group));
  if (!questions[0]?.question) throw new Error("data/organizer-questions has no yes/no question");
  return questions[0].question;
};

/** A record's text as the page shows it: {taxYear} a year, {threshold} an amount. */
const organizerText = (template: string) =>
  new RegExp(
    `^${escapeRegExp(template)
      .replace(/\\\{taxYear\\\}/g, "\\d{4}")
      .replace(/\\\{threshold\\\}/g, ".+")}$`,
  );

const organizerQuestionGroup = (page: Page, edition: Edition) =>
  page
    .getByRole("form", { name: edition.t("organizer.questionsLabel") })
    .getByRole("group", { name: organizerText(firstYesNoQuestion(edition.locale)) });

const organizerFirstTick = (page: Page, edition: Edition) =>
  page
    .getByRole("group", { name: edition.t("organizer.listLabel") })
    .getByRole("checkbox")
    .first();

const organizerAnswered = ({ t }: Edition, answered: number) =>
  new RegExp(escapeRegExp(t("organizer.answered", { answered, questions: "QUESTIONS" })).replace("QUESTIONS", "\\d+"));

/** The list's status with `ticked` documents ticked, whatever the list's length. */
const organizerTicked = ({ t }: Edition, ticked: number) =>
  new RegExp(
    escapeRegExp(t("organizer.progress", { count: "COUNT", ticked, missing: "MISSING" }))
      .replace("COUNT", "\\d+")
      .replace("MISSING", "\\d+"),
  );

const organizerSendForm = (page: Page, { t }: Edition) => page.getByRole("form", { name: t("organizer.formName") });

/** The address the newsletter signup posts to in the test build (tests/e2e/alert-signup.spec.ts). */
const NEWSLETTER_ACTION = "https://newsletter.example/subscribe";

/** The served HTML of `route`: whether the build has the newsletter signup form there. */
const hasSignupForm = (route: string): boolean => {
  const file = path.join(repoRoot, "public", route.replace(/^\//, ""), "index.html");
  return fs.existsSync(file) && fs.readFileSync(file, "utf8").includes(new URL(NEWSLETTER_ACTION).hostname);
};

/** The bodies the signup posted to the provider in the current test (its set-up empties the list). */
const newsletterPosts: string[] = [];

// Sliders: the home page's banner. Under prefers-reduced-motion it does not rotate, so an arrow's move is the only
// move; the pause button is tested with motion, where it matters.

const banner = (page: Page, { t }: Edition) => page.getByRole("region", { name: t("story.bannerLabel"), exact: true });
const bannerItem = ({ t }: Edition) => ({ item: t("slider.items.bannerSlide") });
/** The labels of the banner's slides a person can see now ("2 of 3"): not hidden from assistive technology. */
const shownSlides = (carousel: Locator) =>
  carousel.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>("[aria-roledescription='slide']"))
      .filter((slide) => !slide.closest("[aria-hidden='true'], [inert]"))
      .map((slide) => slide.getAttribute("aria-label")),
  );

async function expectShownSlide(page: Page, edition: Edition, index: number) {
  const count = await slideTotal(page, edition);
  const label = edition.t("slider.slidePosition", { index, count });
  await expect.poll(() => shownSlides(banner(page, edition))).toEqual([label]);
}

/** The banner's number of slides, from the label of its first ("1 of 3"). */
async function slideTotal(page: Page, edition: Edition): Promise<number> {
  const first = banner(page, edition).locator("[aria-roledescription='slide']").first();
  const label = (await first.getAttribute("aria-label")) ?? "";
  const numbers = label.match(/\d+/g) ?? [];
  return Number(numbers[numbers.length - 1]);
}

const noMotion = async (_context: BrowserContext, page: Page) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
};

export const controlKinds: ControlKind[] = [
  {
    name: "mobile menu button",
    modes: ["touch"],
    route: ({ locale }) => localizedPath("/", locale),
    control: (page, { t }) => page.getByRole("banner").getByRole("button", { name: t("header.openMenu"), exact: true }),
    answer: async (page, edition) => {
      const button = page.getByRole("banner").getByRole("button", { name: edition.t("header.openMenu"), exact: true });
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("navigation", { name: edition.t("header.mobileNav") })).toBeVisible();
    },
  },
  {
    name: "header dropdown (Services menu)",
    modes: desktopModes,
    route: ({ locale }) => localizedPath("/about", locale),
    control: (page, { t, locale }) =>
      page
        .getByRole("navigation", { name: t("header.mainNav") })
        .getByRole("button", { name: t("header.submenuToggle", { label: servicesItem(locale).label }) }),
    answer: async (page, edition) => {
      const toggle = page.getByRole("navigation", { name: edition.t("header.mainNav") }).getByRole("button", {
        name: edition.t("header.submenuToggle", { label: servicesItem(edition.locale).label }),
      });
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("link").first()).toBeVisible();
    },
  },
  {
    name: "language switch",
    modes: allModes,
    route: ({ locale }) => localizedPath("/about", locale),
    // On a phone the switch is at the foot of the menu.
    wayThere: (page, { t }, mode) =>
      mode === "touch"
        ? page.getByRole("banner").getByRole("button", { name: t("header.openMenu"), exact: true })
        : null,
    control: (page, { locale }) =>
      page
        .getByRole("banner")
        .getByRole("link", { name: locale === "en" ? "Español" : "English", exact: true })
        .filter({ visible: true }),
    answer: async (page, { locale }, probe) => {
      const other: Locale = locale === "en" ? "es" : "en";
      const target = switchPath(localizedPath("/about", locale), other);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target)}/?$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      // One navigation to the other edition, none after it.
      expect(probe.navigations.map((url) => new URL(url).pathname.replace(/(.)\/$/, "$1"))).toEqual([target]);
    },
  },
  {
    name: "FAQ accordion (/resources)",
    modes: allModes,
    route: ({ locale }) => localizedPath("/resources", locale),
    control: (page, { locale }) => page.getByRole("button", { name: secondFaq(locale).question, exact: true }),
    answer: async (page, { locale }) => {
      const question = page.getByRole("button", { name: secondFaq(locale).question, exact: true });
      await expect(question).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator(`[id="${await question.getAttribute("aria-controls")}"]`)).toBeVisible();
    },
  },
  {
    name: "advisory service accordion",
    modes: allModes,
    route: ({ locale }) => localizedPath(advisoryPage.path, locale),
    control: (page, { locale }) => page.getByRole("button", { name: growthQuestion(locale, 1) }),
    answer: async (page, { locale }) => {
      const second = page.getByRole("button", { name: growthQuestion(locale, 1) });
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator(`[id="${await second.getAttribute("aria-controls")}"]`)).toBeVisible();
      // One open at a time: the first, open on arrival, has closed.
      await expect(page.getByRole("button", { name: growthQuestion(locale, 0) })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    },
  },
  {
    name: "tabs (community campaigns)",
    modes: allModes,
    route: ({ locale }) => localizedPath("/community", locale),
    // From the keyboard, Tab reaches the selected tab and the arrow selects the next (WAI-ARIA tabs).
    tabStop: (page, { t, locale }) =>
      page.getByRole("tablist", { name: t("story.campaigns") }).getByRole("tab", { name: campaigns(locale)[0] }),
    key: "ArrowRight",
    control: (page, { t, locale }) =>
      page.getByRole("tablist", { name: t("story.campaigns") }).getByRole("tab", { name: campaigns(locale)[1] }),
    answer: async (page, { t, locale }) => {
      const tablist = page.getByRole("tablist", { name: t("story.campaigns") });
      const second = tablist.getByRole("tab", { name: campaigns(locale)[1] });
      await expect(second).toHaveAttribute("aria-selected", "true");
      await expect(tablist.locator('[aria-selected="true"]')).toHaveCount(1);
      await expect(page.locator(`[id="${await second.getAttribute("aria-controls")}"]`)).toBeVisible();
    },
  },
  {
    name: "Read More (long testimonials)",
    modes: allModes,
    route: ({ locale }) => localizedPath("/industries", locale),
    control: (page, { t }) =>
      page
        .getByRole("region", { name: t("story.testimonials") })
        .getByRole("button", { name: t("common.readMore"), exact: true })
        .first(),
    answer: async (page, { t }) => {
      const slider = page.getByRole("region", { name: t("story.testimonials") });
      const expanded = slider
        .getByRole("button", { name: t("common.readLess"), exact: true })
        .filter({ visible: true });
      await expect(expanded).toHaveCount(1);
      await expect(expanded).toHaveAttribute("aria-expanded", "true");
    },
  },
  {
    name: "slider pause (home banner)",
    modes: allModes,
    route: ({ locale }) => localizedPath("/", locale),
    control: (page, edition) =>
      banner(page, edition).getByRole("button", { name: edition.t("slider.pause", bannerItem(edition)) }),
    answer: async (page, edition) => {
      await expect(
        banner(page, edition).getByRole("button", { name: edition.t("slider.play", bannerItem(edition)) }),
      ).toHaveCount(1);
      await expect(
        banner(page, edition).getByRole("button", { name: edition.t("slider.pause", bannerItem(edition)) }),
      ).toHaveCount(0);
    },
  },
  {
    name: "slider next (home banner)",
    modes: allModes,
    route: ({ locale }) => localizedPath("/", locale),
    setUp: noMotion,
    control: (page, edition) =>
      banner(page, edition).getByRole("button", { name: edition.t("slider.next", bannerItem(edition)) }),
    answer: async (page, edition) => expectShownSlide(page, edition, 2),
  },
  {
    name: "slider previous (home banner)",
    modes: allModes,
    route: ({ locale }) => localizedPath("/", locale),
    setUp: noMotion,
    control: (page, edition) =>
      banner(page, edition).getByRole("button", { name: edition.t("slider.previous", bannerItem(edition)) }),
    answer: async (page, edition) => expectShownSlide(page, edition, await slideTotal(page, edition)),
  },
  {
    name: "Apply Now (career page)",
    modes: allModes,
    route: ({ locale }) => localizedPath(applyCareer.path, locale),
    control: (page, { t }) => page.getByRole("button", { name: t("careers.applyNow") }),
    answer: async (page, edition) => {
      const dialog = applicationDialog(page, edition);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(
        dialog.getByRole("combobox", { name: new RegExp(escapeRegExp(edition.t("forms.fields.position"))) }),
      ).toHaveValue(
        inEdition<CareerRecord[]>("careers", edition.locale).find((c) => applyCareer.path.endsWith(`/${c.slug}`))
          ?.title ?? applyCareer.title,
      );
    },
  },
  {
    name: "calendar day",
    modes: allModes,
    route: ({ locale }) => localizedPath("/resources", locale),
    setUp: atBuildDay,
    // From the keyboard, Tab reaches the grid's one tab stop, and Enter selects that day.
    tabStop: (page, edition) => grid(page, edition).locator('[tabindex="0"]'),
    control: (page, edition) =>
      grid(page, edition).getByRole("gridcell", {
        name: new RegExp(`^${escapeRegExp(formatLongDate(dayWithDeadlines(edition).date, edition.tag))}(,|$)`),
      }),
    before: async (page) => page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? ""),
    answer: async (page, edition, _probe, focusedDate) => {
      const date = focusedDate || dayWithDeadlines(edition).date;
      const cell = grid(page, edition).locator(`[data-date="${date}"]`);
      await expect(cell).toHaveAttribute("aria-selected", "true");
      await expect(grid(page, edition).locator('[aria-selected="true"]')).toHaveCount(1);
      const heading = edition.t("taxCalendar.deadlinesOn", {
        date: formatLongDate(date, edition.tag, { weekday: true }),
      });
      await expect(calendar(page, edition).getByRole("heading", { name: heading })).toHaveCount(1);
      if (!focusedDate) {
        await expect(
          calendar(page, edition).getByRole("region", { name: heading }).getByRole("heading", { level: 4 }),
        ).toHaveCount(dayWithDeadlines(edition).count);
      }
    },
  },
  {
    name: "calendar month select",
    modes: allModes,
    route: ({ locale }) => localizedPath("/resources", locale),
    setUp: atBuildDay,
    // A closed select takes the next option with the down arrow (the one before in December).
    key: buildMonth().month === 12 ? "ArrowUp" : "ArrowDown",
    choose: () => String(monthAfterChoice().month),
    control: (page, edition) => calendar(page, edition).getByLabel(edition.t("taxCalendar.month"), { exact: true }),
    answer: async (page, edition) => expectMonth(page, edition, monthAfterChoice()),
  },
  {
    name: "calendar next month",
    modes: allModes,
    route: ({ locale }) => localizedPath("/resources", locale),
    setUp: atBuildDay,
    control: (page, edition) =>
      calendar(page, edition).getByRole("button", { name: edition.t("taxCalendar.nextMonth"), exact: true }),
    answer: async (page, edition) => expectMonth(page, edition, shifted(buildMonth(), 1)),
  },
  {
    name: "calendar previous month",
    modes: allModes,
    route: ({ locale }) => localizedPath("/resources", locale),
    setUp: atBuildDay,
    control: (page, edition) =>
      calendar(page, edition).getByRole("button", { name: edition.t("taxCalendar.previousMonth"), exact: true }),
    answer: async (page, edition) => expectMonth(page, edition, shifted(buildMonth(), -1)),
  },
  {
    name: "estimated-tax planner",
    modes: allModes,
    route: ({ locale }) => localizedPath("/resources/estimated-tax-planner", locale),
    setUp: async (context) => {
      await context.clock.setFixedTime(new Date("2026-03-01T09:00:00"));
    },
    // Form 2210 Part I: 90% of $20,000 is $18,000, 100% of last year's is $18,000; less $8,000 withheld, $2,500 a
    // quarter (tests/e2e/tax-center.spec.ts, worked case 1).
    entries: (page, { t }) =>
      (
        [
          ["planner.expectedTax", "20000"],
          ["planner.withholding", "8000"],
          ["planner.priorYearTax", "18000"],
        ] as const
      ).map(([key, value]) => ({ field: page.getByLabel(t(key), { exact: true }), value, kind: "text" as const })),
    control: (page, { t }) => page.getByRole("button", { name: t("planner.submit"), exact: true }),
    answer: async (page, { t }) => {
      const table = page.getByRole("table", { name: t("planner.tableCaption", { taxYear: 2026 }) });
      await expect(table).toHaveCount(1);
      await expect(table).toBeVisible();
      await expectInstallmentAmounts(table.getByRole("row"), ["$2,500", "$2,500", "$2,500", "$2,500"]);
    },
  },
  {
    name: "contact form submit (/about)",
    modes: allModes,
    route: ({ locale }) => localizedPath("/about", locale),
    entries: (page, edition) => [
      ...personEntries(contactForm(page, edition), edition),
      {
        field: labelled(contactForm(page, edition), edition.t("forms.fields.message")),
        value: typed(edition.locale).message,
        kind: "text",
      },
    ],
    control: (page, edition) =>
      contactForm(page, edition).getByRole("button", { name: edition.t("contact.submit"), exact: true }),
    answer: async (page, edition, probe) => {
      // The form's status says what happened (on a failure, which fields it refused).
      await expect(contactForm(page, edition).getByRole("status")).toContainText(edition.t("contact.sent"));
      await expectOneSend(probe);
    },
  },
  {
    name: "application form submit (Apply Now dialog)",
    modes: allModes,
    route: ({ locale }) => localizedPath(applyCareer.path, locale),
    // The form is in the dialog Apply Now opens.
    wayThere: (page, { t }) => page.getByRole("button", { name: t("careers.applyNow") }),
    entries: (page, edition) => {
      const dialog = applicationDialog(page, edition);
      const { t } = edition;
      const values = typed(edition.locale);
      return [
        { field: labelled(dialog, t("forms.fields.fullName")), value: values.name, kind: "text" },
        { field: labelled(dialog, t("forms.fields.emailAddress")), value: values.email, kind: "text" },
        { field: labelled(dialog, t("forms.fields.phoneNumber")), value: values.phone, kind: "text" },
      ];
    },
    control: (page, edition) =>
      applicationDialog(page, edition).getByRole("button", { name: edition.t("careers.submit"), exact: true }),
    answer: async (page, edition, probe) => {
      await expect(applicationDialog(page, edition).getByRole("status")).toContainText(edition.t("careers.sent"));
      await expectOneSend(probe);
    },
  },
  {
    name: "appointment form submit",
    modes: allModes,
    route: ({ locale }) =>
      `${localizedPath(APPOINTMENT_PATH, locale)}?service=${encodeURIComponent(appointmentService)}`,
    setUp: async (context) => {
      await context.clock.setFixedTime(APPOINTMENT_NOW);
    },
    entries: (page, edition, mode) => {
      const form = appointmentForm(page, edition);
      const { t } = edition;
      const values = typed(edition.locale);
      const first = form.getByRole("group", { name: t("appointment.choices.1") });
      // From the keyboard, Tab stops on the first meeting mode of the group, and Space ticks it.
      const meeting = mode === "keyboard" ? "office" : "video";
      return [
        { field: form.getByRole("radio", { name: t(`appointment.modes.${meeting}`) }), value: "", kind: "radio" },
        {
          field: first.getByLabel(t("appointment.date")),
          value: APPOINTMENT_DAY,
          keys: APPOINTMENT_DAY.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2$3$1"),
          kind: "text",
        },
        { field: first.getByLabel(t("appointment.time")), value: "10:00", kind: "select" },
        { field: form.getByLabel(t("forms.fields.fullName")), value: values.name, kind: "text" },
        {
          field: form.getByRole("textbox", { name: t("forms.fields.phoneNumber") }),
          value: values.phone,
          kind: "text",
        },
        { field: form.getByLabel(t("forms.fields.emailAddress")), value: values.email, kind: "text" },
      ];
    },
    control: (page, edition) =>
      appointmentForm(page, edition).getByRole("button", { name: edition.t("appointment.submit"), exact: true }),
    answer: async (page, edition, probe) => {
      await expect(appointmentForm(page, edition).getByRole("status")).toContainText(edition.t("appointment.sent"));
      await expectOneSend(probe);
    },
  },
  {
    name: "organizer answer (radio button)",
    modes: allModes,
    route: ({ locale }) => localizedPath(ORGANIZER_PATH, locale),
    // From the keyboard, Tab stops on the first choice of a group with none chosen, and Space ticks it.
    key: " ",
    control: (page, edition) =>
      organizerQuestionGroup(page, edition).getByRole("radio", { name: edition.t("organizer.yes"), exact: true }),
    answer: async (page, edition) => {
      const group = organizerQuestionGroup(page, edition);
      await expect(group.getByRole("radio", { name: edition.t("organizer.yes"), exact: true })).toBeChecked();
      await expect(page.getByRole("status").filter({ hasText: organizerAnswered(edition, 1) })).toHaveCount(1);
    },
  },
  {
    name: "organizer tick (checkbox)",
    modes: allModes,
    route: ({ locale }) => localizedPath(ORGANIZER_PATH, locale),
    key: " ",
    control: (page, edition) => organizerFirstTick(page, edition),
    answer: async (page, edition) => {
      await expect(organizerFirstTick(page, edition)).toBeChecked();
      await expect(page.getByRole("status").filter({ hasText: organizerTicked(edition, 1) })).toHaveCount(1);
    },
  },
  {
    name: "organizer send my list to the firm",
    modes: allModes,
    route: ({ locale }) => localizedPath(ORGANIZER_PATH, locale),
    entries: (page, edition) => personEntries(organizerSendForm(page, edition), edition),
    control: (page, edition) =>
      organizerSendForm(page, edition).getByRole("button", { name: edition.t("organizer.submit"), exact: true }),
    answer: async (page, edition, probe) => {
      await expect(organizerSendForm(page, edition).getByRole("status")).toContainText(edition.t("organizer.sent"));
      await expectOneSend(probe);
    },
  },
  {
    name: "tax-alert signup submit (/insights)",
    modes: allModes,
    route: ({ locale }) => localizedPath("/insights", locale),
    missing: ({ locale }) =>
      hasSignupForm(localizedPath("/insights", locale))
        ? null
        : "public/ was built without GATSBY_NEWSLETTER_ACTION: the block offers the feeds instead of a signup form",
    setUp: async (context) => {
      newsletterPosts.length = 0;
      await context.route(`${NEWSLETTER_ACTION}**`, async (route) => {
        newsletterPosts.push(route.request().postData() ?? "");
        await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Confirm</title>" });
      });
    },
    entries: (page, { t }) => [
      {
        field: page
          .getByRole("complementary", { name: t("alerts.heading") })
          .getByRole("textbox", { name: t("alerts.emailLabel") }),
        value: "ana@example.com",
        kind: "text",
      },
    ],
    control: (page, { t }) =>
      page.getByRole("complementary", { name: t("alerts.heading") }).getByRole("button", { name: t("alerts.submit") }),
    answer: async (page, { t }) => {
      await expect(page.getByRole("complementary", { name: t("alerts.heading") }).getByRole("status")).toHaveText(
        t("alerts.sent"),
      );
      await expect.poll(() => newsletterPosts.length).toBe(1);
      expect(new URLSearchParams(newsletterPosts[0]).get("email")).toBe("ana@example.com");
    },
  },
  {
    name: "search box (/search)",
    modes: allModes,
    route: ({ locale }) => localizedPath("/search", locale),
    entries: (page, { t, locale }) => [
      {
        field: page.getByRole("searchbox", { name: t("search.fieldLabel") }),
        value: locale === "en" ? "payroll" : "nómina",
        kind: "text",
      },
    ],
    control: (page, { t }) => page.getByRole("search").getByRole("button", { name: t("search.submit"), exact: true }),
    answer: async (page, { t, locale }, probe) => {
      const query = locale === "en" ? "payroll" : "nómina";
      const status = new RegExp(`^${escapeRegExp(t("search.status", { count: 999, query })).replace("999", "\\d+")}$`);
      await expect(page.getByRole("status").filter({ hasText: status })).toHaveCount(1);
      await expect(
        page
          .getByRole("region", { name: t("search.resultsHeading") })
          .getByRole("listitem")
          .first(),
      ).toBeVisible();
      expect(new URL(page.url()).searchParams.get("q")).toBe(query);
      // The search replaces the address; it never loads the page again (a plain GET of the form would).
      expect(probe.navigations.filter((url) => new URL(url).pathname !== new URL(page.url()).pathname)).toEqual([]);
    },
  },
];
