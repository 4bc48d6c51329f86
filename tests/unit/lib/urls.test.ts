import { canonicalUrl, pageTitle } from "../../../src/lib/urls";

describe("canonical URLs and titles", () => {
  it("builds canonical URLs without trailing slashes except the root", () => {
    expect(canonicalUrl("https://example.com/", "/")).toBe("https://example.com/");
    expect(canonicalUrl("https://example.com", "/about/")).toBe("https://example.com/about");
    expect(canonicalUrl("https://example.com", "services/taxes")).toBe("https://example.com/services/taxes");
  });

  it("appends the firm name to the page name", () => {
    expect(pageTitle("About", "Riverwalk CPA Group")).toBe("About | Riverwalk CPA Group");
    expect(pageTitle("", "Riverwalk CPA Group")).toBe("Riverwalk CPA Group");
  });
});
