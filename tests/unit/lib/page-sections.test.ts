import { inGroup, pickSection } from "../../../src/lib/page-sections";

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
