/**
 * The appointment request at /contact/appointment and /es/contact/appointment, with the browser's clock fixed so the
 * times offered are known: the times of data/site/en/firm.json's hours on an open day, a past date, a Sunday and a
 * holiday refused with their message, the EmailJS request's fields (the preferred times written out in Central
 * Time), the next steps of data/page-sections/ after a send, and every failure keeping what was typed.
 */
import type { Page } from "@playwright/test";
import { collectionIn } from "../../gatsby/translations";
import { startTimes, type FirmHours } from "../../src/lib/appointment-slots";
import { writtenOutDate, writtenOutTime } from "../../src/lib/appointment-request";
import { formatClock } from "../../src/lib/hours";
import { textIn, type Dictionary, type Translate } from "../../src/lib/interface-text";
import { localizedPath } from "../../src/lib/locale";
import { APPOINTMENT_PATH } from "../../src/lib/routes";
import { holidayName } from "../../src/lib/tax-deadlines/date-format";
import { serviceCatalogue } from "../helpers/catalogue";
import { collection, readData } from "../helpers/data";
import { escapeRegExp } from "../helpers/text";
import { describeViolations, expect, test, type EmailAnswer, waitForHydration } from "./fixtures";
import { serviceRoutes } from "./routes";

type Locale = "en" | "es";

interface SectionRecord {
  key: string;
  heading: string;
  body: string[];
}

const firm = collection<{ hours: FirmHours[]; phoneDisplay: string }>("firm");
const weekday = firm.hours.find((entry) => entry.dayCodes.includes("Wednesday"));
if (!weekday) throw new Error("data/site/en/firm.json has no Wednesday hours");

/** Monday, November 30, 2026, 9:15 a.m. in Naperville: Tuesday is the business day between, Wednesday the first date. */
const NOW = new Date("2026-11-30T15:15:00Z");
const OPEN_DAY = "2026-12-02";
const SECOND_DAY = "2026-12-03";
const PAST_DAY = "2026-11-27";
const SUNDAY = "2026-12-06";
const HOLIDAY = { date: "2026-12-25", code: "christmasDay" };

const firstCategory = serviceCatalogue()[0];
const service = firstCategory.pages[0];
const serviceSlug = service.path.slice(firstCategory.categoryPath.length + 1);

function edition(locale: Locale) {
  const dictionary = readData<Dictionary>(`interface/${locale}.json`);
  const t: Translate = textIn(dictionary);
  const sections = collectionIn("page-sections", locale) as unknown as SectionRecord[];
  const nextSteps = sections.find((section) => section.key === "appointment-next-steps");
  const services = collectionIn("services", locale) as unknown as { slug: string; navLabel: string }[];
  const serviceLabel = services.find((record) => record.slug === serviceSlug)?.navLabel;
  if (!nextSteps || !serviceLabel)
    throw new Error(`data/ lacks the appointment's next steps or the service (${locale})`);
  return {
    t,
    path: localizedPath(APPOINTMENT_PATH, locale),
    nextSteps,
    serviceLabel,
    typed: {
      name: locale === "en" ? "Dana Whitfield" : "Dana Whitfield Reyes",
      phone: "(630) 555-0199",
      email: "dana@example.com",
      note: locale === "en" ? "Quarterly estimates for a new LLC." : "Pagos de impuesto estimado de una LLC nueva.",
    },
  };
}

function controls(page: Page, t: Translate) {
  const form = page.getByRole("form", { name: t("appointment.formName") });
  const choice = (n: 1 | 2 | 3) => form.getByRole("group", { name: t(`appointment.choices.${n}`) });
  return {
    form,
    service: form.getByLabel(t("appointment.service")),
    mode: (mode: "office" | "phone" | "video") => form.getByRole("radio", { name: t(`appointment.modes.${mode}`) }),
    date: (n: 1 | 2 | 3) => choice(n).getByLabel(t("appointment.date")),
    time: (n: 1 | 2 | 3) => choice(n).getByLabel(t("appointment.time")),
    name: form.getByLabel(t("forms.fields.fullName")),
    // A text box: the "by phone" meeting mode has the word in its name too.
    phone: form.getByRole("textbox", { name: t("forms.fields.phoneNumber") }),
    email: form.getByLabel(t("forms.fields.emailAddress")),
    note: form.getByLabel(t("appointment.note")),
    send: form.getByRole("button", { name: new RegExp(`${t("appointment.submit")}|${t("forms.sending")}`) }),
    status: form.getByRole("status"),
  };
}

async function open(page: Page, path: string) {
  await page.clock.setFixedTime(NOW);
  await page.goto(`${path}?service=${encodeURIComponent(serviceSlug)}`, { waitUntil: "load" });
  await waitForHydration(page);
}

async function fillIn(page: Page, locale: Locale) {
  const { t, typed } = edition(locale);
  const c = controls(page, t);
  await c.mode("video").check();
  await c.date(1).fill(OPEN_DAY);
  await c.time(1).selectOption("10:00");
  await c.date(2).fill(SECOND_DAY);
  await c.time(2).selectOption("14:30");
  await c.name.fill(typed.name);
  await c.phone.fill(typed.phone);
  await c.email.fill(typed.email);
  await c.note.fill(typed.note);
}

async function expectKept(page: Page, locale: Locale) {
  const { t, typed } = edition(locale);
  const c = controls(page, t);
  await expect(c.service).toHaveValue(serviceSlug);
  await expect(c.mode("video")).toBeChecked();
  await expect(c.date(1)).toHaveValue(OPEN_DAY);
  await expect(c.time(1)).toHaveValue("10:00");
  await expect(c.date(2)).toHaveValue(SECOND_DAY);
  await expect(c.time(2)).toHaveValue("14:30");
  await expect(c.name).toHaveValue(typed.name);
  await expect(c.phone).toHaveValue(typed.phone);
  await expect(c.email).toHaveValue(typed.email);
  await expect(c.note).toHaveValue(typed.note);
}

test.use({ timezoneId: "America/Chicago" });

for (const locale of ["en", "es"] as const) {
  test.describe(`appointment request (${locale})`, { tag: "@both" }, () => {
    test("offers the office's times, refuses a past date, a Sunday and a holiday, and sends the request", async ({
      page,
      axe,
      emailjs,
    }) => {
      const { t, path, nextSteps, serviceLabel, typed } = edition(locale);
      await open(page, path);
      const c = controls(page, t);
      await expect(c.service).toHaveValue(serviceSlug);
      await expect(c.time(1)).toBeDisabled();

      // The first date the office can offer, and the day's start times (data/site/en/firm.json).
      await expect(c.date(1)).toHaveAttribute("min", OPEN_DAY);
      await c.date(1).fill(OPEN_DAY);
      const offered = startTimes(weekday);
      await expect(c.time(1).locator("option:not([value=''])")).toHaveText(offered.map((time) => formatClock(time, t)));

      const refusals: [string, string][] = [
        [PAST_DAY, t("appointment.errors.past", { date: writtenOutDate(PAST_DAY, t) })],
        [SUNDAY, t("appointment.errors.sunday")],
        [
          HOLIDAY.date,
          t("appointment.errors.holiday", {
            date: writtenOutDate(HOLIDAY.date, t),
            holiday: holidayName(HOLIDAY.code, t),
          }),
        ],
      ];
      for (const [date, message] of refusals) {
        await c.date(1).fill(date);
        await expect(c.date(1)).toHaveAttribute("aria-invalid", "true");
        // The message, after the warning sign the stylesheet puts before every field error.
        await expect(c.date(1)).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
        await expect(c.time(1)).toBeDisabled();
      }
      await c.send.click();
      await expect(c.status).toContainText(t("forms.errors.summary", { count: 5 }));
      await expect(c.mode("office")).toBeFocused();
      expect(emailjs.requests).toHaveLength(0);
      expect(describeViolations(await axe({ include: "form" }))).toEqual([]);

      await fillIn(page, locale);
      await expect(c.date(1)).not.toHaveAttribute("aria-invalid", "true");
      await c.send.click();
      await expect(c.status).toContainText(t("appointment.sent"));
      await expect(c.status).toContainText(nextSteps.body[0]);

      expect(emailjs.requests).toHaveLength(1);
      const data = await emailjs.formData(0);
      expect(data.get("template_id")).toBe(emailjs.settings.appointmentTemplate);
      expect(data.get("service_id")).toBe(emailjs.settings.service_id);
      expect(data.get("service")).toBe(serviceLabel);
      expect(data.get("service_key")).toBe(serviceSlug);
      expect(data.get("meeting_mode")).toBe("video");
      expect(data.get("meeting")).toBe(t("appointment.modes.video"));
      expect(data.get("preferred_time_1")).toBe(writtenOutTime(OPEN_DAY, "10:00", t));
      expect(data.get("preferred_time_2")).toBe(writtenOutTime(SECOND_DAY, "14:30", t));
      expect(data.get("preferred_time_3")).toBe("");
      expect(data.get("first_name")).toBe(typed.name);
      expect(data.get("phone_number")).toBe(typed.phone);
      expect(data.get("email_address")).toBe(typed.email);
      expect(data.get("message")).toBe(typed.note);
      expect(data.get("language")).toBe(t("header.languageName"));
      expect(data.get("website")).toBe("");

      // Sent means asked, not booked: the form is empty, and the draft is gone with it.
      await expect(c.name).toHaveValue("");
      await page.reload({ waitUntil: "load" });
      await waitForHydration(page);
      await expect(c.name).toHaveValue("");
      expect(describeViolations(await axe())).toEqual([]);
    });

    test("after a server error, says so, offers the phone and keeps every value", async ({ page, emailjs }) => {
      const { t } = edition(locale);
      emailjs.answer({ status: 500, body: "Internal Server Error" });
      await open(page, edition(locale).path);
      await fillIn(page, locale);
      await controls(page, t).send.click();
      await expect(page.getByText(t("appointment.failed"))).toBeVisible();
      await expect(controls(page, t).status).toContainText(firm.phoneDisplay);
      await expectKept(page, locale);
    });
  });
}

test.describe("appointment request outcomes", () => {
  const { t } = edition("en");

  const failures: [string, EmailAnswer, string][] = [
    [
      "a refusal (400)",
      { status: 400, body: "The template ID is invalid" },
      t("errors.email.rejected", { status: 400 }),
    ],
    ["a rate limit from EmailJS (429)", { status: 429, body: "Too Many Requests" }, t("errors.email.throttled")],
    ["a network failure", "abort", t("errors.email.network")],
  ];

  for (const [label, answer, why] of failures) {
    test(`after ${label}, says why and keeps every value`, async ({ page, emailjs }) => {
      emailjs.answer(answer);
      await open(page, APPOINTMENT_PATH);
      await fillIn(page, "en");
      await controls(page, t).send.click();
      await expect(page.getByText(t("appointment.failed"))).toBeVisible();
      await expect(controls(page, t).status).toContainText(why);
      await expectKept(page, "en");
    });
  }

  test("throttles a second request sent straight after the first, without a request", async ({ page, emailjs }) => {
    await open(page, APPOINTMENT_PATH);
    const c = controls(page, t);
    await fillIn(page, "en");
    await c.send.click();
    await expect(c.status).toContainText(t("appointment.sent"));
    await c.service.selectOption(serviceSlug);
    await fillIn(page, "en");
    await c.send.click();
    await expect(c.status).toContainText(t("errors.email.throttled"));
    expect(emailjs.requests).toHaveLength(1);
    await expectKept(page, "en");
  });

  test("keeps a draft across a reload of the tab", async ({ page }) => {
    await open(page, APPOINTMENT_PATH);
    await fillIn(page, "en");
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    await expectKept(page, "en");
  });

  test("drops a request whose honeypot is filled", async ({ page, emailjs }) => {
    await open(page, APPOINTMENT_PATH);
    await fillIn(page, "en");
    await controls(page, t).form.locator('input[name="website"]').fill("https://cheap-seo.example");
    await controls(page, t).send.click();
    await expect(controls(page, t).status).toContainText(t("appointment.sent"));
    expect(emailjs.requests).toHaveLength(0);
  });

  test.describe("for a visitor in another time zone", () => {
    test.use({ timezoneId: "America/Los_Angeles" });

    test("gives the chosen time on the visitor's clock too", async ({ page }) => {
      await open(page, APPOINTMENT_PATH);
      const c = controls(page, t);
      await c.date(1).fill(OPEN_DAY);
      await c.time(1).selectOption("10:00");
      const zone = new Intl.DateTimeFormat(t("dates.locale"), { timeZone: "America/Los_Angeles", timeZoneName: "long" })
        .formatToParts(new Date(`${OPEN_DAY}T12:00:00Z`))
        .find((part) => part.type === "timeZoneName")?.value;
      await expect(c.form).toContainText(
        t("appointment.yourTime", {
          time: formatClock("08:00", t),
          date: writtenOutDate(OPEN_DAY, t),
          zone: zone ?? "",
        }),
      );
      // Another time, its own note.
      await c.time(1).selectOption("10:30");
      await expect(c.form).toContainText(formatClock("08:30", t));
    });
  });

  test("is in the HTML before scripts run: the explanation, the form and the next steps", async ({ request }) => {
    const html = await (await request.get(APPOINTMENT_PATH)).text();
    const { nextSteps } = edition("en");
    expect(html).toContain(t("appointment.formName"));
    expect(html).toContain(nextSteps.heading);
    for (const paragraph of nextSteps.body) expect(html).toContain(paragraph);
  });
});

test.describe("the ways to the appointment request", () => {
  for (const locale of ["en", "es"] as const) {
    test(`the header's call to action leads to it (${locale})`, { tag: "@both" }, async ({ page }) => {
      const { t, path } = edition(locale);
      await page.goto(localizedPath("/", locale), { waitUntil: "load" });
      await waitForHydration(page);
      // On a phone the header's actions are at the foot of the menu.
      const menuButton = page.getByRole("button", { name: t("header.openMenu"), exact: true });
      if (await menuButton.isVisible()) await menuButton.click();
      await page
        .getByRole("link", { name: t("header.appointment"), exact: true })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}/?$`));
      await expect(page.getByRole("form", { name: t("appointment.formName") })).toBeVisible();
    });

    test(`the contact page and every service page link to it, a service page with its service (${locale})`, async ({
      request,
    }) => {
      const { path } = edition(locale);
      const contact = await (await request.get(localizedPath("/contact", locale))).text();
      expect(contact).toContain(`href="${path}"`);
      for (const route of serviceRoutes) {
        const slug = route.slice(route.lastIndexOf("/") + 1);
        const html = await (await request.get(localizedPath(route, locale))).text();
        expect(html, route).toContain(`href="${path}?service=${encodeURIComponent(slug)}"`);
      }
    });
  }
});
