import ICAL from "ical.js";
import { collection } from "../../helpers/data";
import {
  buildCalendar,
  calendarFileName,
  escapeText,
  eventUid,
  foldLine,
  type CalendarOptions,
} from "../../../src/lib/ics";
import { deadlinesFor, type TaxDeadlineEvent, type TaxDeadlineRule } from "../../../src/lib/tax-deadlines";
import { englishDates, englishText } from "../../helpers/english";

const options: CalendarOptions = {
  calendarName: "Riverwalk CPA Group tax deadlines 2025",
  uidDomain: "riverwalkcpa.example",
  productId: "-//Riverwalk CPA Group//Tax Deadline Calendar//EN",
  generatedAt: new Date("2025-03-01T12:34:56.789Z"),
  url: "https://www.riverwalkcpa.example/resources",
};

const tricky: TaxDeadlineEvent = {
  date: "2025-06-16",
  title: "Commas, semicolons; and a back\\slash",
  description: "Line one\nLine two — with “quotes”, accents (café) and a long tail ".repeat(4).trim(),
  audience: ["Individuals", "Employers, household"],
  ruleId: "tricky-rule",
};

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return { component, events: component.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("leaves short lines alone and folds long ones to 75 octets with CRLF and a space", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldLine(`DESCRIPTION:${"x".repeat(200)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    lines.forEach((line, i) => {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(" ")).toBe(true);
    });
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(`DESCRIPTION:${"x".repeat(200)}`);
  });

  it("never splits a multi-byte character", () => {
    const line = `SUMMARY:${"é".repeat(80)}`;
    const pieces = foldLine(line).split("\r\n");
    pieces.forEach((piece) => {
      expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
      expect(piece).not.toContain("\uFFFD");
    });
    expect(pieces.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
  });
});

describe("buildCalendar", () => {
  const rules = collection<TaxDeadlineRule[]>("tax-deadline-rules");
  const year = deadlinesFor(2025, rules, englishDates, englishText);
  const text = buildCalendar(year, options);

  it("uses CRLF line endings and no line longer than 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    text.split("\r\n").forEach((line) => expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75));
  });

  it("parses with ical.js into one all-day event per deadline", () => {
    const { component, events } = parse(text);
    expect(component.getFirstPropertyValue("version")).toBe("2.0");
    expect(component.getFirstPropertyValue("prodid")).toBe(options.productId);
    expect(component.getFirstPropertyValue("x-wr-calname")).toBe(options.calendarName);
    expect(events).toHaveLength(year.length);
    events.forEach((event, i) => {
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(year[i].date);
      expect(event.endDate.toString()).toBe(new Date(Date.parse(year[i].date) + 86400000).toISOString().slice(0, 10));
      expect(event.summary).toBe(year[i].title);
      expect(event.description).toBe(year[i].description);
      expect(event.uid).toBe(`${year[i].ruleId}-${year[i].date.replace(/-/g, "")}@riverwalkcpa.example`);
    });
    const stamp = events[0].component.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(stamp.toString()).toBe("2025-03-01T12:34:56Z");
  });

  it("gives every deadline a unique UID that does not change between builds", () => {
    const uids = parse(text).events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    const later = buildCalendar(year, { ...options, generatedAt: new Date("2025-09-09T00:00:00Z") });
    expect(parse(later).events.map((e) => e.uid)).toEqual(uids);
  });

  it("round-trips special characters, newlines and non-ASCII text", () => {
    const single = buildCalendar([tricky], options);
    const [event] = parse(single).events;
    expect(event.summary).toBe(tricky.title);
    expect(event.description).toBe(tricky.description);
    expect(event.component.getFirstProperty("categories")?.getValues()).toEqual([
      "Individuals",
      "Employers, household",
    ]);
    expect(event.component.getFirstPropertyValue("url")).toBe(options.url);
    expect(single).toContain("SUMMARY:Commas\\, semicolons\\; and a back\\\\slash");
    expect(eventUid(tricky, "riverwalkcpa.example")).toBe("tricky-rule-20250616@riverwalkcpa.example");
  });
});

describe("calendarFileName", () => {
  it("makes a safe, readable file name", () => {
    expect(calendarFileName("tax-deadlines", "2026", "Exempt organizations")).toBe(
      "tax-deadlines-2026-exempt-organizations.ics",
    );
  });
});
