/**
 * `npm run calendar:review -- <year>` (scripts/calendar-review.mjs): the year's deadlines as the feeds publish them,
 * federal and Illinois apart, by month, each with its rule key and source, for a line-by-line comparison with
 * Publication 509 and IDOR's calendar. Run here on feeds written from data/ by the build's own writer.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeCalendarFeeds } from "../../../gatsby/calendar-feeds";
import { applyPostponements, deadlinesBetween, type TaxDeadlineRule } from "../../../src/lib/tax-deadlines";
import { repoRoot } from "../../helpers/data";
import { englishDates, englishText } from "../../helpers/english";
import {
  federalRules as federal,
  illinoisRules as illinois,
  postponementRecords as postponements,
} from "../../helpers/tax-rules";

let dir: string;

const review = (year: string) =>
  spawnSync(process.execPath, [path.join(repoRoot, "scripts/calendar-review.mjs"), year], {
    env: { ...process.env, FEEDS_DIR: path.join(dir, "calendar") },
    encoding: "utf8",
  });

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "calendar-review-"));
  writeCalendarFeeds({
    publicDir: dir,
    siteUrl: "https://www.example.com",
    firmName: "Riverwalk CPA Group",
    uidDomain: "example.com",
    rules: [...federal, ...illinois],
    postponements,
    buildDate: new Date("2026-03-01T12:00:00Z"),
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the yearly calendar review", () => {
  it("lists every federal and Illinois deadline of the year by month, with its rule and source", () => {
    const { status, stdout } = review("2026");
    expect(status).toBe(0);
    const [federalPart, illinoisPart] = stdout.split(/(?=^# Illinois)/m);
    expect(federalPart).toMatch(/^# Federal deadlines in 2026: \d+ deadlines/);
    expect(illinoisPart).toMatch(/^# Illinois deadlines in 2026: \d+ deadlines/);
    const months = [...federalPart.matchAll(/^## (\w+) 2026$/gm)].map((m) => m[1]);
    expect(months[0]).toBe("January");
    expect(months.at(-1)).toBe("December");
    // The same deadlines as the engine gives for the year, postponements applied.
    const lines = (part: string) => part.split("\n").filter((line) => /^2026-\d\d-\d\d /.test(line));
    const expected = (rules: TaxDeadlineRule[]) =>
      applyPostponements(deadlinesBetween("2026-01-01", "2026-12-31", rules, englishDates, englishText), postponements);
    expect(lines(federalPart)).toHaveLength(expected(federal).length);
    expect(lines(illinoisPart)).toHaveLength(expected(illinois).length);
    const q1 = expected(federal).find((event) => event.ruleId === "form-941" && event.date.startsWith("2026-04"));
    expect(federalPart).toContain(`${q1?.date} Thu  form-941  ${q1?.title}\n    ${q1?.source?.url}`);
  });

  it("says so when the year is outside the feeds' window, and refuses a missing year", () => {
    const outside = review("2031");
    expect(outside.status).toBe(1);
    expect(outside.stderr).toMatch(/No deadline in 2031/);
    expect(review("next").status).toBe(2);
  });
});
