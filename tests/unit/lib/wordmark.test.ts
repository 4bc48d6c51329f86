import firm from "../../../data/site/en/firm.json";
import { wordmarkLines } from "../../../src/lib/wordmark";

describe("wordmarkLines", () => {
  it("cuts the firm's name from data/site/en/firm.json into the logo's two lines", () => {
    expect(wordmarkLines(firm.name)).toEqual({ name: "Riverwalk", sub: "CPA Group" });
  });
  it("handles extra spaces and a one-word name", () => {
    expect(wordmarkLines("  Lakeside   Tax  Partners ")).toEqual({ name: "Lakeside", sub: "Tax Partners" });
    expect(wordmarkLines("Riverwalk")).toEqual({ name: "Riverwalk", sub: "" });
  });
});
