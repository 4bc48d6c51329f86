import ICAL from "ical.js";
import { calendarFeeds, feedEvents, feedPath, webcalUrl } from "../../../src/lib/calendar-feeds";
import { buildCalendar } from "../../../src/lib/ics";
import { type TaxDeadlineRule, type TaxPostponement } from "../../../src/lib/tax-deadlines";
import { collection } from "../../helpers/data";
import { englishText } from "../../helpers/english";

const allRules = [
  ...collection<TaxDeadlineRule[]>("tax-deadline-rules"),
  ...collection<TaxDeadlineRule[]>("tax-deadline-rules-illinois"),
];
const postponements = collection<TaxPostponement[]>("tax-postponements");

describe("calendar feeds", () => {
  it("offers one feed per jurisdiction and per audience within it, at stable paths", () => {
    const slugs = calendarFeeds(allRules).map((f) => f.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(["federal", "federal-employers", "illinois", "illinois-businesses", "all"]),
    );
    expect(feedPath({ slug: "illinois" }, "en")).toBe("/calendar/illinois.ics");
    expect(webcalUrl("https://www.riverwalkcpa.example", { slug: "federal" }, "en")).toBe(
      "webcal://www.riverwalkcpa.example/calendar/federal.ics",
    );
  });
  it("covers three calendar years, parses with ical.js, carries refresh hints and keeps its UIDs between builds", () => {
    const feed = calendarFeeds(allRules).find((f) => f.slug === "federal-individuals");
    if (!feed) throw new Error("no federal-individuals feed");
    const events = feedEvents(feed, allRules, postponements, 2026, "en", englishText);
    const years = new Set(events.map((e) => e.date.slice(0, 4)));
    expect([...years].sort()).toEqual(["2025", "2026", "2027"]);
    const options = {
      calendarName: "Test",
      uidDomain: "riverwalkcpa.example",
      productId: "-//Test//EN",
      refreshInterval: "P1D",
    };
    const a = buildCalendar(events, { ...options, generatedAt: new Date("2026-11-01T00:00:00Z") });
    const b = buildCalendar(events, { ...options, generatedAt: new Date("2026-12-01T00:00:00Z") });
    expect(a).toContain("REFRESH-INTERVAL;VALUE=DURATION:P1D");
    expect(a).toContain("X-PUBLISHED-TTL:P1D");
    const uids = (text: string) =>
      new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents("vevent")
        .map((v) => String(v.getFirstPropertyValue("uid")));
    expect(uids(a)).toEqual(uids(b));
    expect(uids(a)).toHaveLength(events.length);
    const vevent = new ICAL.Component(ICAL.parse(a)).getAllSubcomponents("vevent")[0];
    expect(String(vevent.getFirstPropertyValue("url"))).toMatch(/^https:\/\/www\.irs\.gov\//);
  });
});
