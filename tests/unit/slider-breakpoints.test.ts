import { perViewCssVars, perViewQueries, slidesAt } from "../../src/lib/slider-breakpoints";
import { formatCounterValue, parseCounterValue } from "../../src/lib/counter-value";
import { inGroup, pickSection } from "../../src/lib/page-sections";

describe("slides per view", () => {
  const timeline = [
    [0, 1],
    [768, 2],
    [1024, 3],
  ] as const;

  it("applies each tier from its minimum width up", () => {
    expect(slidesAt(timeline, 375)).toBe(1);
    expect(slidesAt(timeline, 767)).toBe(1);
    expect(slidesAt(timeline, 768)).toBe(2);
    expect(slidesAt(timeline, 1280)).toBe(3);
  });

  it("lists the media queries at which the count changes", () => {
    expect(perViewQueries(timeline)).toEqual(["(min-width: 768px)", "(min-width: 1024px)"]);
  });

  it("gives the stylesheet the same counts for the server-rendered track", () => {
    const vars = perViewCssVars([
      [0, 3],
      [320, 1],
      [768, 1.3],
      [992, 2.3],
    ]);
    expect(vars).toMatchObject({
      "--per-view-base": "3",
      "--per-view-320": "1",
      "--per-view-768": "1.3",
      "--per-view-992": "2.3",
      "--per-view-1100": "2.3",
    });
  });
});

describe("counter values", () => {
  it("splits a figure around its number and rebuilds it with commas", () => {
    const donated = parseCounterValue("$500,000+");
    expect(donated).toEqual({ prefix: "$", number: 500000, suffix: "+" });
    expect(formatCounterValue(donated, 1234.4)).toBe("$1,234+");
    expect(formatCounterValue(parseCounterValue("$100M+"), 100)).toBe("$100M+");
    expect(formatCounterValue(parseCounterValue("98%"), 98)).toBe("98%");
  });
});

describe("page section lookup", () => {
  it("finds a section by key and fails loudly for a missing one", () => {
    const sections = [{ key: "home-about", heading: "About" }];
    expect(pickSection(sections, "home-about").heading).toBe("About");
    expect(() => pickSection(sections, "home-missing")).toThrow(/home-missing/);
  });

  it("keeps one group in editorial order", () => {
    const records = [
      { group: "a", order: 2, key: "second" },
      { group: "b", order: 1, key: "other" },
      { group: "a", order: 1, key: "first" },
    ];
    expect(inGroup(records, "a").map((r) => r.key)).toEqual(["first", "second"]);
  });
});
