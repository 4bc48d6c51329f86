#!/usr/bin/env node
/**
 * `npm run calendar:review -- <year>`: every deadline the built site publishes for a year, federal and Illinois
 * apart, grouped by month, each with its date, weekday, rule key, title and source, in a form a CPA can compare
 * line by line with the new Publication 509 and IDOR's calendar (docs/tax-engine.md, "The yearly review").
 * It reads the calendar feeds the build wrote (public/calendar/federal.ics and illinois.ics), so it shows exactly
 * what visitors get: rolled dates, postponements applied. The feeds cover the build year and the years either side;
 * the default year is the next one.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ICAL from "ical.js";

/** A date's month and weekday in English words, from the platform (the review is read beside the IRS's English). */
const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const weekdayName = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });

/** The events of one iCalendar text that fall in `year`: date, rule key (from the UID), title and source URL. */
export function deadlinesOfYear(icsText, year) {
  const calendar = new ICAL.Component(ICAL.parse(icsText));
  return calendar
    .getAllSubcomponents("vevent")
    .map((component) => {
      const event = new ICAL.Event(component);
      const date = event.startDate.toString().slice(0, 10);
      return {
        date,
        rule: event.uid.replace(/-\d{8}(-\w+)?@.*$/, ""),
        title: event.summary,
        source: String(component.getFirstPropertyValue("url") ?? ""),
      };
    })
    .filter((event) => event.date.startsWith(`${year}-`))
    .sort((a, b) => a.date.localeCompare(b.date) || a.rule.localeCompare(b.rule));
}

/** The review of one jurisdiction's deadlines, as lines of text grouped under month headings. */
export function reviewLines(heading, deadlines) {
  const lines = [`# ${heading}: ${deadlines.length} deadlines`];
  let month = "";
  for (const deadline of deadlines) {
    const day = new Date(`${deadline.date}T12:00:00Z`);
    const name = monthName.format(day);
    if (name !== month) {
      month = name;
      lines.push("", `## ${name}`);
    }
    lines.push(
      `${deadline.date} ${weekdayName.format(day)}  ${deadline.rule}  ${deadline.title}`,
      `    ${deadline.source}`,
    );
  }
  return lines;
}

function main() {
  const year = Number(process.argv[2] ?? new Date().getFullYear() + 1);
  if (!Number.isInteger(year) || year < 2000) {
    console.error(`Give a year, e.g. npm run calendar:review -- ${new Date().getFullYear() + 1}`);
    process.exit(2);
  }
  // FEEDS_DIR: another folder of feeds (the tests write their own).
  const dir = process.env.FEEDS_DIR ?? "public/calendar";
  const feeds = [
    ["Federal", path.join(dir, "federal.ics")],
    ["Illinois", path.join(dir, "illinois.ics")],
  ];
  const missing = feeds.filter(([, file]) => !fs.existsSync(file));
  if (missing.length) {
    console.error(`${missing.map(([, file]) => file).join(" and ")} not found: run npm run build first.`);
    process.exit(1);
  }
  let total = 0;
  for (const [heading, file] of feeds) {
    const deadlines = deadlinesOfYear(fs.readFileSync(file, "utf8"), year);
    total += deadlines.length;
    console.log([...reviewLines(`${heading} deadlines in ${year}`, deadlines), ""].join("\n"));
  }
  if (total === 0) {
    console.error(
      `No deadline in ${year}: the feeds cover the build year and the years either side. Build again later, or pick a year in that window.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
