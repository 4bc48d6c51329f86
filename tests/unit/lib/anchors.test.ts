import { headingAnchor, uniqueAnchors } from "../../../src/lib/anchors";

describe("heading anchors", () => {
  it("lower-cases, drops apostrophes and accents and joins words with hyphens", () => {
    expect(headingAnchor("Children's Privacy")).toBe("childrens-privacy");
    expect(headingAnchor("Use of This Website")).toBe("use-of-this-website");
    expect(headingAnchor("Terms & Conditions")).toBe("terms-and-conditions");
    expect(headingAnchor("Résumé Policy")).toBe("resume-policy");
  });

  it("numbers duplicates so every anchor is unique", () => {
    expect(uniqueAnchors(["Contact", "Privacy", "Contact", "!!"])).toEqual([
      "contact",
      "privacy",
      "contact-2",
      "section",
    ]);
  });
});
