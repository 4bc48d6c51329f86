import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import en from "../../../data/interface/en.json";
import es from "../../../data/interface/es.json";
import { writeCalendarFeeds } from "../../../gatsby/calendar-feeds";
import { headersFile } from "../../../gatsby/security-headers";
import { collectionIn } from "../../../gatsby/translations";
import { calendarFeeds, calendarUidSuffix, feedName, feedPath, webcalUrl } from "../../../src/lib/calendar-feeds";
import { downloadableCalendar } from "../../../src/lib/calendar-download";
import { PLANNER_RULE, WORKED_EXAMPLE, planEstimatedTax, plannedPaymentEvents } from "../../../src/lib/estimated-tax";
import { calendarFileName } from "../../../src/lib/ics";
import { textIn, type Dictionary, type Translate } from "../../../src/lib/interface-text";
import {
  audienceName,
  audienceSuffix,
  audiencesOf,
  deadlinesFor,
  holidayName,
  ordinalWord,
  type TaxDeadlineEvent,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../../../src/lib/tax-deadlines";
import { collection } from "../../helpers/data";
import { englishDates, englishText } from "../../helpers/english";

type OrderedRule = TaxDeadlineRule & { order: number };
const byOrder = (a: OrderedRule, b: OrderedRule) => a.order - b.order;

const englishRules = [
  ...collection<OrderedRule[]>("tax-deadline-rules"),
  ...collection<OrderedRule[]>("tax-deadline-rules-illinois"),
].sort(byOrder);
const spanishRules = [
  ...(collectionIn("tax-deadline-rules", "es") as unknown as OrderedRule[]),
  ...(collectionIn("tax-deadline-rules-illinois", "es") as unknown as OrderedRule[]),
].sort(byOrder);
const spanish: Dictionary = es;
const t: Translate = textIn(spanish);
const firm = collection<{ name: string; email: string }>("firm");

describe("calendar wording by language", () => {
  it("agrees the ordinals with their noun in Spanish, and keeps the English ones in both sets", () => {
    expect([1, 2, 3, 4].map((n) => ordinalWord(n, "masculine", t))).toEqual(["primer", "segundo", "tercer", "cuarto"]);
    expect([1, 2, 3, 4].map((n) => ordinalWord(n, "feminine", t))).toEqual(["primera", "segunda", "tercera", "cuarta"]);
    expect([1, 2, 3, 4].map((n) => ordinalWord(n, undefined, englishText))).toEqual([
      "first",
      "second",
      "third",
      "fourth",
    ]);
    expect(en.dates.ordinals.feminine).toEqual(en.dates.ordinals.masculine);
  });

  it("fills the Spanish rules with Spanish months, quarters and installments", () => {
    const events = deadlinesFor(2026, spanishRules, "es-US", t);
    const titles = events.map((event) => event.title);
    expect(titles).toContain("Formulario 941 del primer trimestre de 2026");
    expect(titles).toContain("Impuesto estimado de personas físicas: primera cuota de 2026");
    expect(titles).toContain("Impuesto estimado de personas físicas: tercera cuota de 2026");
    const q1 = events.find((event) => event.title === "Formulario 941 del primer trimestre de 2026");
    expect(q1?.description).toContain("correspondiente al período de enero a marzo de 2026");
    expect(titles.join(" ")).not.toMatch(/\b(first|second|third|fourth|quarter|installment)\b/);
  });

  it("keeps the English wording unchanged", () => {
    const titles = deadlinesFor(2026, englishRules, englishDates, englishText).map((event) => event.title);
    expect(titles).toContain("Form 941 for the first quarter of 2026");
    expect(titles).toContain("Individual estimated tax: third installment for 2026");
  });

  it("names every audience in both languages, and builds the suffix from the name in the target language", () => {
    for (const audience of audiencesOf(englishRules)) {
      expect(audienceName(audience, englishText)).toBe(audience);
      expect(audienceName(audience, t)).not.toBe(audience);
    }
    expect(audienceSuffix("Employers", englishText)).toBe(" for employers");
    expect(audienceSuffix("Exempt organizations", t)).toBe(" para organizaciones exentas");
    expect(audienceSuffix(null, t)).toBe("");
    expect(feedName({ jurisdiction: "illinois", audience: "Individuals" }, firm.name, t)).toBe(
      `${firm.name}: fechas límite tributarias de Illinois para personas físicas`,
    );
    expect(holidayName("christmasDay", t)).toBe("Navidad");
  });

  it("puts the Spanish feeds under /es and gives their events UIDs of their own", () => {
    const [feed] = calendarFeeds(englishRules);
    expect(feedPath(feed, "es")).toBe("/es/calendar/federal.ics");
    expect(feedPath(feed, "en")).toBe("/calendar/federal.ics");
    expect(webcalUrl("https://www.example.com", feed, "es")).toBe("webcal://www.example.com/es/calendar/federal.ics");
    expect([calendarUidSuffix("en"), calendarUidSuffix("es")]).toEqual(["", "-es"]);
    expect(calendarFileName(es.taxCalendar.fileName, "2026", "empleadores")).toBe(
      "fechas-limite-tributarias-2026-empleadores.ics",
    );
  });

  it("serves /es/calendar/*.ics as text/calendar, like the English feeds", () => {
    const headers = headersFile([], { connect: [], frame: [], script: [] });
    for (const feeds of ["/calendar/*", "/es/calendar/*"]) {
      const block = headers.split("\n\n").find((b) => b.startsWith(`${feeds}\n`));
      expect(block).toContain("Content-Type: text/calendar; charset=utf-8");
    }
  });
});

describe("Spanish subscription feeds", () => {
  let dir: string;
  const build = (date: string, postponements = collection<TaxPostponement[]>("tax-postponements")) => {
    const publicDir = fs.mkdtempSync(path.join(dir, "public-"));
    const paths = writeCalendarFeeds({
      publicDir,
      siteUrl: "https://www.example.com",
      firmName: firm.name,
      uidDomain: "example.com",
      rules: englishRules,
      postponements,
      buildDate: new Date(date),
    });
    const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
    return { paths, read };
  };
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return { calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "spanish-feeds-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes every English feed a second time under /es/calendar/", () => {
    const { paths } = build("2026-06-15T12:00:00Z");
    const english = paths.filter((p) => p.startsWith("/calendar/"));
    expect(english.length).toBeGreaterThan(3);
    expect(paths.filter((p) => p.startsWith("/es/calendar/")).sort()).toEqual(english.map((p) => `/es${p}`).sort());
  });

  it("is in Spanish, covers three years and has UIDs that differ from the English feed's and stay put", () => {
    const first = build("2026-06-15T12:00:00Z");
    const later = build("2026-07-01T08:00:00Z");
    const { calendar, events } = parse(first.read("/es/calendar/federal-employers.ics"));
    const english = parse(first.read("/calendar/federal-employers.ics"));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      `${firm.name}: fechas límite tributarias federales para empleadores`,
    );
    expect(new Set(events.map((e) => e.startDate.year))).toEqual(new Set([2025, 2026, 2027]));
    expect(events).toHaveLength(english.events.length);
    const summaries = events.map((e) => e.summary);
    expect(summaries).toContain("Formulario 941 del segundo trimestre de 2026");
    expect(summaries.join(" ")).not.toMatch(/\b(Form|quarter|installment|for)\b/);
    const description = events.find((e) => e.summary.startsWith("Formulario 941"))?.description ?? "";
    expect(description).toMatch(
      /Fuente: Instrucciones del IRS para el Formulario 941 https:\/\/www\.irs\.gov\/instructions\/i941/,
    );
    expect(description).not.toContain("Source:");
    for (const event of events)
      expect(event.component.getFirstProperty("categories")?.getValues()).toContain("Empleadores");

    const uids = events.map((e) => e.uid);
    const englishUids = new Set(english.events.map((e) => e.uid));
    expect(uids.every((uid) => uid.endsWith("-es@example.com"))).toBe(true);
    expect(uids.filter((uid) => englishUids.has(uid))).toEqual([]);
    expect(new Set(uids).size).toBe(uids.length);
    expect(parse(later.read("/es/calendar/federal-employers.ics")).events.map((e) => e.uid)).toEqual(uids);
  });

  it("words postponements and dates in Spanish", () => {
    // The notice of data/tax-postponements/ (its Spanish reason comes from data/tax-postponements/es/), moved onto the
    // January 15, 2025 deposits so that it postpones something.
    const notice = collection<TaxPostponement[]>("tax-postponements").find(
      (record) => record.key === "ir-2025-05",
    ) as TaxPostponement;
    const moved = { ...notice, firstOriginalDate: "2025-01-15", lastOriginalDate: "2025-01-15", newDate: "2025-01-16" };
    const { read } = build("2025-03-01T12:00:00Z", [moved]);
    const { events } = parse(read("/es/calendar/federal.ics"));
    const postponed = events.filter((e) => /Aplazada del/.test(e.description));
    expect(postponed.length).toBeGreaterThan(0);
    expect(postponed[0].description).toContain("Aplazada del 15 de enero de 2025 según IR-2025-05: Con motivo del Día");
    expect(postponed[0].startDate.toString()).toBe("2025-01-16");
  });
});

describe("calendar files downloaded from the Spanish pages", () => {
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return { calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
  };
  const generatedAt = new Date("2026-03-01T12:00:00Z");

  it("writes a deadline in Spanish, with the Spanish feeds' UID", () => {
    const event = deadlinesFor(2026, spanishRules, "es-US", t).find(
      (e) => e.ruleId === "form-941" && e.date === "2026-04-30",
    ) as TaxDeadlineEvent;
    const text = downloadableCalendar([event], `${firm.name}: ${event.title}`, {
      firm,
      locale: "es",
      t,
      origin: "https://www.example.com",
      generatedAt,
    });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("prodid")).toBe(`-//${firm.name}//Calendario tributario//ES`);
    expect(events[0].summary).toBe("Formulario 941 del primer trimestre de 2026");
    expect(events[0].uid).toBe(`form-941-20260430-es@${firm.email.split("@")[1]}`);
    expect(events[0].component.getFirstProperty("categories")?.getValues()).toEqual(["Empleadores"]);
  });

  it("keeps the English download as it was", () => {
    const event = deadlinesFor(2026, englishRules, englishDates, englishText).find(
      (e) => e.ruleId === "form-941" && e.date === "2026-04-30",
    ) as TaxDeadlineEvent;
    const { events } = parse(
      downloadableCalendar([event], "x", {
        firm,
        locale: "en",
        t: englishText,
        origin: "https://x.test",
        generatedAt,
      }),
    );
    expect(events[0].uid).toBe(`form-941-20260430@${firm.email.split("@")[1]}`);
    expect(events[0].component.getFirstProperty("categories")?.getValues()).toEqual(["Employers"]);
    expect(events[0].summary).toBe("Form 941 for the first quarter of 2026");
  });

  it("writes the planner's four payments in Spanish", () => {
    const plan = planEstimatedTax(WORKED_EXAMPLE);
    const dueDates = deadlinesFor(2026, spanishRules, "es-US", t)
      .concat(deadlinesFor(2027, spanishRules, "es-US", t))
      .filter((e) => e.ruleId === PLANNER_RULE && e.taxYear === 2026);
    const payments = plannedPaymentEvents(plan, dueDates, { taxYear: 2026, firmName: firm.name, locale: "es", t });
    expect(payments.map((p) => p.title)).toEqual([
      "Impuesto estimado federal: pague $6,000 (primera cuota de 2026)",
      "Impuesto estimado federal: pague $6,000 (segunda cuota de 2026)",
      "Impuesto estimado federal: pague $6,000 (tercera cuota de 2026)",
      "Impuesto estimado federal: pague $6,000 (cuarta cuota de 2026)",
    ]);
    const name = t("planner.calendarName", { firm: firm.name, taxYear: 2026 });
    const { calendar, events } = parse(downloadableCalendar(payments, name, { firm, locale: "es", t, generatedAt }));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${firm.name}: pagos de impuesto estimado de 2026`);
    expect(events.map((e) => e.startDate.toString())).toEqual(["2026-04-15", "2026-06-15", "2026-09-15", "2027-01-15"]);
    expect(events[0].description).toContain("Pague $6,000 de impuesto estimado federal de 2026");
    expect(
      plannedPaymentEvents(plan, dueDates, {
        taxYear: 2026,
        firmName: firm.name,
        locale: "en",
        t: englishText,
      }).map((p) => p.title)[0],
    ).toBe("Federal estimated tax: pay $6,000 (first installment for 2026)");
  });
});
