import { truncateText } from "../../../src/lib/truncate";

describe("truncateText (long testimonials)", () => {
  it("shows the first 250 characters followed by an ellipsis", () => {
    const text = "a".repeat(240) + "bcdefghijklmnopqrstuvwxyz";
    const result = truncateText(text);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${text.slice(0, 250)}…`);
    expect(Array.from(result.text)).toHaveLength(251);
  });

  it("returns a text of exactly 250 characters whole, with nothing to expand", () => {
    const text = "x".repeat(250);
    expect(truncateText(text)).toEqual({ text, truncated: false });
  });

  it("returns a shorter text whole", () => {
    expect(truncateText("Short and sweet.")).toEqual({ text: "Short and sweet.", truncated: false });
  });

  it("counts characters, not UTF-16 units", () => {
    const text = "é".repeat(250) + "👍";
    expect(truncateText(text).truncated).toBe(true);
    expect(truncateText("👍".repeat(250)).truncated).toBe(false);
  });
});
