import { blogPosting, breadcrumbList, breadcrumbTrail, type ArticleForSchema } from "../../src/lib/structured-data";

const siteUrl = "https://www.riverwalkcpa.example";
const article: ArticleForSchema = {
  title: "How Long to Keep Tax Records",
  description: "The IRS ties record keeping to the period in which a return can still be examined.",
  published: "2026-01-12",
  updated: "2026-02-02",
  path: "/insights/how-long-to-keep-tax-records",
  image: "/og/insights/how-long-to-keep-tax-records.jpg",
  author: { name: "Daniel Reyes, CPA", position: "Partner, Tax Services", path: "/about#member-daniel-reyes" },
  topics: ["Income Tax Preparation", "Bookkeeping"],
  sources: [{ title: "IRS: How long should I keep records?", url: "https://www.irs.gov/x" }],
  blogPath: "/insights",
  inLanguage: "en-US",
};

describe("blogPosting", () => {
  const json = blogPosting(article, { name: "Riverwalk CPA Group" }, siteUrl) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading nested JSON-LD in assertions

  it("has the properties Google's Article rich result asks for", () => {
    expect(json["@context"]).toBe("https://schema.org");
    expect(json["@type"]).toBe("BlogPosting");
    expect(json.headline).toBe(article.title);
    expect(json.headline.length).toBeLessThanOrEqual(110);
    expect(json.datePublished).toBe("2026-01-12");
    expect(json.dateModified).toBe("2026-02-02");
    expect(json.image).toEqual(["https://www.riverwalkcpa.example/og/insights/how-long-to-keep-tax-records.jpg"]);
    expect(json.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": "https://www.riverwalkcpa.example/insights/how-long-to-keep-tax-records",
    });
  });

  it("names the author as a Person with a profile URL and the firm as publisher with its logo", () => {
    expect(json.author).toMatchObject({
      "@type": "Person",
      name: "Daniel Reyes, CPA",
      jobTitle: "Partner, Tax Services",
      url: "https://www.riverwalkcpa.example/about#member-daniel-reyes",
    });
    expect(json.publisher).toMatchObject({ "@type": "Organization", name: "Riverwalk CPA Group" });
    expect(json.publisher.logo).toMatchObject({
      "@type": "ImageObject",
      url: "https://www.riverwalkcpa.example/icons/icon-512x512.png",
    });
  });

  it("lists the topics and the cited sources", () => {
    expect(json.about).toEqual([
      { "@type": "Thing", name: "Income Tax Preparation" },
      { "@type": "Thing", name: "Bookkeeping" },
    ]);
    expect(json.citation).toEqual([
      { "@type": "CreativeWork", name: "IRS: How long should I keep records?", url: "https://www.irs.gov/x" },
    ]);
  });

  it("keeps an absolute image as it is", () => {
    const withAbsolute = blogPosting({ ...article, image: "https://cdn.example/x.jpg" }, { name: "F" }, siteUrl) as {
      image: string[];
    };
    expect(withAbsolute.image).toEqual(["https://cdn.example/x.jpg"]);
  });
});

describe("BreadcrumbList of Insights pages", () => {
  const names = { "/insights": "Insights" };

  it("leads from Home through Insights to an article", () => {
    const trail = breadcrumbTrail(article.path, names, article.title);
    expect(trail).toEqual([
      { name: "Home", path: "/" },
      { name: "Insights", path: "/insights" },
      { name: article.title, path: article.path },
    ]);
    expect(breadcrumbList(trail, siteUrl)).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, item: "https://www.riverwalkcpa.example/" },
        { position: 2, name: "Insights", item: "https://www.riverwalkcpa.example/insights" },
        {
          position: 3,
          name: article.title,
          item: "https://www.riverwalkcpa.example/insights/how-long-to-keep-tax-records",
        },
      ],
    });
  });

  it("skips the /insights/topic segment, which is no page of its own", () => {
    expect(breadcrumbTrail("/insights/topic/payroll", names, "Payroll articles")).toEqual([
      { name: "Home", path: "/" },
      { name: "Insights", path: "/insights" },
      { name: "Payroll articles", path: "/insights/topic/payroll" },
    ]);
  });
});
