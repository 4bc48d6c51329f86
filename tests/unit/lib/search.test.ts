import {
  excerptSegments,
  maxQueryLength,
  normalizeQuery,
  resultPath,
  searchStateFromUrl,
  searchTypeOf,
  searchTypes,
  searchUrl,
  typeCounts,
} from "../../../src/lib/search";
import { allRoutes } from "../../e2e/routes";
import en from "../../../data/interface/en.json";

describe("result type of a page", () => {
  it.each([
    ["/services", "services"],
    ["/services/accounting-services/payroll", "services"],
    ["/services/advisory-consulting/M&A-strategy", "services"],
    ["/categories", "services"],
    ["/industries", "services"],
    ["/insights", "insights"],
    ["/insights/form-1099-nec-deadlines/", "insights"],
    ["/resources", "resources"],
    ["/other-resources", "resources"],
    ["/tax-center/estimated-taxes", "resources"],
    ["/careers", "careers"],
    ["/contact/careers/audit-associate", "careers"],
    ["/contact", "firm"],
    ["/about/", "firm"],
    ["/", "firm"],
    ["/privacy-policy", "firm"],
    ["/terms-and-conditions", "firm"],
    ["/es/services/taxes", "services"],
    ["/es", "firm"],
  ])("%s is %s", (path, type) => {
    expect(searchTypeOf(path)).toBe(type);
  });

  it.each(["/search", "/search/", "/es/search", "/404", "/404.html", "/dev-404-page"])(
    "%s is never indexed",
    (path) => {
      expect(searchTypeOf(path)).toBeNull();
    },
  );

  it("does not mistake a route that merely starts with a prefix", () => {
    expect(searchTypeOf("/servicesxyz")).toBe("firm");
    expect(searchTypeOf("/searching-for-a-cpa")).toBe("firm");
  });

  it("gives every built route but /search a type", () => {
    for (const route of allRoutes) expect([route, searchTypeOf(route) === null]).toEqual([route, route === "/search"]);
  });

  it("has a label in the interface dictionary for every type", () => {
    for (const type of searchTypes) expect(en.search.types[type]).toEqual(expect.any(String));
  });
});

describe("the query in the URL", () => {
  it("reads q and type", () => {
    expect(searchStateFromUrl("?q=payroll&type=services")).toEqual({ query: "payroll", type: "services" });
    expect(searchStateFromUrl("?q=form+1099%20nec")).toEqual({ query: "form 1099 nec", type: null });
    expect(searchStateFromUrl("")).toEqual({ query: "", type: null });
  });

  it("ignores an unknown type", () => {
    expect(searchStateFromUrl("?q=tax&type=everything")).toEqual({ query: "tax", type: null });
  });

  it("normalises whitespace and length", () => {
    expect(normalizeQuery("  sales \n  tax  ")).toBe("sales tax");
    expect(normalizeQuery("x".repeat(500))).toHaveLength(maxQueryLength);
  });

  it("writes a shareable address that reads back the same", () => {
    expect(searchUrl({ query: "payroll", type: null })).toBe("/search?q=payroll");
    expect(searchUrl({ query: "S&P 500 & you", type: "insights" })).toBe("/search?q=S%26P+500+%26+you&type=insights");
    expect(searchUrl({ query: "   ", type: null })).toBe("/search");
    const state = { query: "estimated tax #2?", type: "resources" as const };
    expect(searchStateFromUrl(searchUrl(state).replace(/^[^?]*/, ""))).toEqual(state);
  });
});

describe("result URLs as site routes", () => {
  it("drops Pagefind's trailing slash and index.html", () => {
    expect(resultPath("/services/accounting-services/payroll/")).toBe("/services/accounting-services/payroll");
    expect(resultPath("/about/index.html")).toBe("/about");
    expect(resultPath("/")).toBe("/");
  });

  it("keeps the literal & of the M&A route and decodes other escapes", () => {
    expect(resultPath("/services/advisory-consulting/M%26A-strategy/")).toBe(
      "/services/advisory-consulting/M&A-strategy",
    );
    expect(resultPath("/insights/caf%C3%A9/")).toBe("/insights/café");
  });

  it("keeps a fragment", () => {
    expect(resultPath("/resources/#faq")).toBe("/resources#faq");
  });
});

describe("excerpts", () => {
  it("splits Pagefind's excerpt into marked and plain text", () => {
    expect(excerptSegments("Outsourced <mark>payroll</mark> for small businesses")).toEqual([
      { text: "Outsourced ", marked: false },
      { text: "payroll", marked: true },
      { text: " for small businesses", marked: false },
    ]);
  });

  it("decodes entities, so React escapes the text once", () => {
    expect(excerptSegments("Mergers &amp; acquisitions &lt;b&gt; &#8212; &#x2014; &quot;x&quot;")).toEqual([
      { text: 'Mergers & acquisitions <b> — — "x"', marked: false },
    ]);
  });

  it("drops every tag but mark, including script and images", () => {
    const segments = excerptSegments(
      '<img src=x onerror="alert(1)">File <mark class="x">1099</mark><script>alert(2)</script> forms<b',
    );
    expect(segments).toEqual([
      { text: "File ", marked: false },
      { text: "1099", marked: true },
      { text: "alert(2) forms", marked: false },
    ]);
    expect(segments.map((s) => s.text).join("")).not.toMatch(/[<>]/);
  });

  it("merges adjacent marks and survives an unclosed mark", () => {
    expect(excerptSegments("<mark>sales</mark><mark> tax</mark> due")).toEqual([
      { text: "sales tax", marked: true },
      { text: " due", marked: false },
    ]);
    expect(excerptSegments("a <mark>b")).toEqual([
      { text: "a ", marked: false },
      { text: "b", marked: true },
    ]);
    expect(excerptSegments("")).toEqual([]);
  });

  it("leaves an unknown entity as text", () => {
    expect(excerptSegments("&bogus; &#0;")).toEqual([{ text: "&bogus; &#0;", marked: false }]);
  });
});

describe("type counts", () => {
  it("lists every type with 0 for the ones without results", () => {
    expect(typeCounts({ services: 3, careers: 1 })).toEqual({
      services: 3,
      insights: 0,
      resources: 0,
      careers: 1,
      firm: 0,
    });
    expect(typeCounts(undefined)).toEqual({ services: 0, insights: 0, resources: 0, careers: 0, firm: 0 });
  });
});
