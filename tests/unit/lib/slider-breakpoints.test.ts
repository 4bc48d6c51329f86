import { perViewCssVars, perViewQueries, slidesAt } from "../../../src/lib/slider-breakpoints";

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
