import { feedItems, insightsFeed, type FeedArticle } from "../../../gatsby/insights-feed";

const article = (slug: string, published: string): FeedArticle => ({
  slug,
  frontmatter: {
    title: `Title of ${slug}`,
    description: `Summary of ${slug}`,
    published,
    author: { name: "Daniel Reyes, CPA" },
    topics: [{ navLabel: "Payroll" }],
  },
});

describe("the Insights feed", () => {
  it("has one item per article, newest first, with title, link, date, summary and author", () => {
    const items = feedItems(
      [article("older", "2026-01-12"), article("newer", "2026-03-02")],
      "https://www.riverwalkcpa.example/",
      "en",
    );
    expect(items).toEqual([
      {
        title: "Title of newer",
        description: "Summary of newer",
        url: "https://www.riverwalkcpa.example/insights/newer",
        guid: "https://www.riverwalkcpa.example/insights/newer",
        date: "2026-03-02T12:00:00Z",
        author: "Daniel Reyes, CPA",
        categories: ["Payroll"],
      },
      expect.objectContaining({ url: "https://www.riverwalkcpa.example/insights/older" }),
    ]);
  });

  it("gives gatsby-plugin-feed the options it requires and writes /insights/rss.xml", () => {
    const [feed] = insightsFeed.feeds;
    expect(feed.output).toBe("/insights/rss.xml");
    expect(feed.title).toMatch(/Insights$/);
    expect(typeof feed.serialize).toBe("function");
    expect(feed.query).toMatch(/allMdx/);
    const channel = feed.setup({ query: { site: { siteMetadata: { siteUrl: "https://x.example" } } } });
    expect(channel).toMatchObject({
      site_url: "https://x.example/insights",
      feed_url: "https://x.example/insights/rss.xml",
      language: "en-us",
    });
    expect(channel.description.length).toBeGreaterThan(20);
  });

  it("writes the Spanish articles to /es/insights/rss.xml, in Spanish, linking the Spanish pages", () => {
    const spanish = insightsFeed.feeds[1];
    expect(spanish.output).toBe("/es/insights/rss.xml");
    expect(spanish.query).toMatch(/locale: \{ eq: "es" \}/);
    const channel = spanish.setup({ query: { site: { siteMetadata: { siteUrl: "https://x.example" } } } });
    expect(channel).toMatchObject({
      site_url: "https://x.example/es/insights",
      feed_url: "https://x.example/es/insights/rss.xml",
      language: "es-us",
    });
    expect(channel.title).not.toBe(insightsFeed.feeds[0].title);
    expect(channel.description).not.toBe(
      insightsFeed.feeds[0].setup({ query: { site: { siteMetadata: { siteUrl: "x" } } } }).description,
    );
    expect(feedItems([article("one", "2026-01-12")], "https://x.example", "es")[0].url).toBe(
      "https://x.example/es/insights/one",
    );
  });
});
