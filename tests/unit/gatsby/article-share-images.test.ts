import { brandColours, shareImageSvg, wrapTitle } from "../../../gatsby/article-share-images";

describe("article share images", () => {
  const colours = brandColours();

  it("takes the brand colours from the design tokens", () => {
    expect(colours).toEqual({
      navy: "#14324a",
      navyDark: "#0c2233",
      gold: "#c8963e",
      cream: "#f6f2ea",
      sky: "#dbe7ef",
    });
  });

  it("wraps a title into lines no longer than the limit", () => {
    expect(wrapTitle("How Long to Keep Tax Records and Receipts", 16)).toEqual([
      "How Long to Keep",
      "Tax Records and",
      "Receipts",
    ]);
    expect(wrapTitle("Supercalifragilistic word", 8)).toEqual(["Supercalifragilistic", "word"]);
  });

  it("writes a 1200×630 card with the escaped title on at most four lines", () => {
    const svg = shareImageSvg(
      {
        title: "Payroll & Form W-2: What <Employers> Need to Know Before the January Deadline Arrives This Year",
        eyebrow: "Insights · Payroll",
        footer: "Riverwalk CPA Group",
        byline: "Daniel Reyes, CPA",
      },
      colours,
    );
    expect(svg).toMatch(/^<svg[^>]+width="1200" height="630"/);
    expect(svg).toContain(">Payroll &amp; Form W-2: What</tspan>");
    expect(svg).toContain("&lt;Employers&gt; Need");
    expect((svg.match(/<tspan /g) ?? []).length).toBeLessThanOrEqual(4);
    expect(svg).toContain(colours.gold);
  });
});
