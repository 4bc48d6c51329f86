import { dateForKey, monthCells, tabStopFor } from "../../../src/lib/calendar-month";

describe("monthCells", () => {
  it("starts on Sunday with empty cells before the 1st and fills six weeks", () => {
    const june2025 = monthCells({ year: 2025, month: 6 }); // June 1, 2025 is a Sunday
    expect(june2025).toHaveLength(42);
    expect(june2025[0]).toBe("2025-06-01");
    expect(june2025[29]).toBe("2025-06-30");
    expect(june2025[30]).toBeNull();
    const april2026 = monthCells({ year: 2026, month: 4 }); // Wednesday
    expect(april2026.slice(0, 4)).toEqual([null, null, null, "2026-04-01"]);
    expect(april2026.filter(Boolean)).toHaveLength(30);
    expect(monthCells({ year: 2028, month: 2 }).filter(Boolean)).toHaveLength(29);
  });
});

describe("dateForKey (APG date grid)", () => {
  it.each([
    ["ArrowRight", false, "2025-12-31", "2026-01-01"],
    ["ArrowLeft", false, "2026-01-01", "2025-12-31"],
    ["ArrowDown", false, "2025-12-28", "2026-01-04"],
    ["ArrowUp", false, "2026-01-03", "2025-12-27"],
    ["Home", false, "2026-11-19", "2026-11-15"],
    ["End", false, "2026-11-19", "2026-11-21"],
    ["PageDown", false, "2026-01-31", "2026-02-28"],
    ["PageUp", false, "2026-01-15", "2025-12-15"],
    ["PageDown", true, "2024-02-29", "2025-02-28"],
    ["PageUp", true, "2026-05-10", "2025-05-10"],
  ])("%s (shift %s) moves %s to %s", (key, shift, from, to) => {
    expect(dateForKey(from, key, shift)).toBe(to);
  });
  it("ignores other keys", () => {
    expect(dateForKey("2026-01-01", "a")).toBeNull();
  });
});

describe("tabStopFor", () => {
  it("prefers the selected day, then today, then the 1st", () => {
    const view = { year: 2026, month: 11 };
    expect(tabStopFor(view, "2026-11-05", "2026-11-23")).toBe("2026-11-05");
    expect(tabStopFor(view, null, "2026-11-23")).toBe("2026-11-23");
    expect(tabStopFor(view, "2026-10-05", "2026-12-01")).toBe("2026-11-01");
  });
});
