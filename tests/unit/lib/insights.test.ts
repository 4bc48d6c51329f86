import {
  articlePath,
  listingPagePath,
  paginate,
  paginationLinks,
  relatedArticleIds,
  showsTableOfContents,
  topicCounts,
  topicPath,
  topicServicePath,
  type ArticleRef,
} from "../../../src/lib/insights";

describe("Insights routes", () => {
  it("puts articles, topics and listing pages under /insights", () => {
    expect(articlePath("form-1099-k")).toBe("/insights/form-1099-k");
    expect(topicPath("payroll")).toBe("/insights/topic/payroll");
    expect(listingPagePath("/insights", 1)).toBe("/insights");
    expect(listingPagePath("/insights", 2)).toBe("/insights/page/2");
    expect(listingPagePath("/insights/topic/payroll", 3)).toBe("/insights/topic/payroll/page/3");
  });

  it("links a topic to its service page below its category's path, slug kept exactly", () => {
    expect(topicServicePath({ slug: "payroll", category: { path: "/services/accounting-services" } })).toBe(
      "/services/accounting-services/payroll",
    );
    expect(topicServicePath({ slug: "M&A-strategy", category: { path: "/services/advisory-consulting" } })).toBe(
      "/services/advisory-consulting/M&A-strategy",
    );
  });
});

describe("relatedArticleIds", () => {
  const article = (id: string, published: string, topics: string[]): ArticleRef => ({ id, published, topics });
  const current = article("current", "2026-05-01", ["payroll", "bookkeeping-services"]);
  const all = [
    current,
    article("old-both", "2025-01-01", ["payroll", "bookkeeping-services"]),
    article("new-one", "2026-04-01", ["payroll"]),
    article("older-one", "2026-02-01", ["bookkeeping-services"]),
    article("newest-none", "2026-06-01", ["CFO"]),
    article("old-none", "2024-06-01", ["crypto"]),
  ];

  it("ranks by shared topics first, then by date, and never lists the article itself", () => {
    expect(relatedArticleIds(current, all)).toEqual(["old-both", "new-one", "older-one"]);
  });

  it("fills the places left with the newest articles on other topics", () => {
    const few = [current, all[1], all[4], all[5]];
    expect(relatedArticleIds(current, few)).toEqual(["old-both", "newest-none", "old-none"]);
  });

  it("returns fewer when there are fewer other articles", () => {
    expect(relatedArticleIds(current, [current])).toEqual([]);
    expect(relatedArticleIds(current, all, 2)).toHaveLength(2);
  });
});

describe("paginate and paginationLinks", () => {
  const ids = Array.from({ length: 20 }, (_, index) => `a${index + 1}`);

  it("makes pages of nine, the first at the base path", () => {
    const pages = paginate(ids, "/insights");
    expect(pages.map((page) => page.path)).toEqual(["/insights", "/insights/page/2", "/insights/page/3"]);
    expect(pages.map((page) => page.items.length)).toEqual([9, 9, 2]);
    expect(pages[2]).toMatchObject({ currentPage: 3, pageCount: 3, items: ["a19", "a20"] });
  });

  it("keeps nine articles on one page and still makes a page for none", () => {
    expect(paginate(ids.slice(0, 9), "/insights")).toHaveLength(1);
    expect(paginate([], "/insights/topic/payroll")).toEqual([
      { path: "/insights/topic/payroll", currentPage: 1, pageCount: 1, items: [] },
    ]);
  });

  it("offers previous and next only where they exist and marks the current page", () => {
    expect(paginationLinks("/insights", 1, 3)).toMatchObject({ previous: null, next: "/insights/page/2" });
    expect(paginationLinks("/insights", 2, 3)).toMatchObject({ previous: "/insights", next: "/insights/page/3" });
    const last = paginationLinks("/insights", 3, 3);
    expect(last.next).toBeNull();
    expect(last.pages.filter((page) => page.current)).toEqual([{ page: 3, path: "/insights/page/3", current: true }]);
  });
});

describe("topicCounts and showsTableOfContents", () => {
  it("counts the articles per topic in alphabetical order of label", () => {
    const payroll = { slug: "payroll", label: "Payroll" };
    const cfo = { slug: "CFO", label: "CFO Services" };
    expect(topicCounts([{ topics: [payroll, cfo] }, { topics: [payroll] }])).toEqual([
      { slug: "CFO", label: "CFO Services", count: 1 },
      { slug: "payroll", label: "Payroll", count: 2 },
    ]);
  });

  it("shows a table of contents from four sections on", () => {
    expect(showsTableOfContents(3)).toBe(false);
    expect(showsTableOfContents(4)).toBe(true);
  });
});
