/**
 * gatsby-plugin-feed options: an RSS 2.0 feed of every Insights article at /insights/rss.xml (title, link, date,
 * summary, author, topics). The Seo component announces it on every page, so the plugin adds no link of its own.
 */
import firm from "../data/firm.json";
import pages from "../data/pages.json";
import { articlePath, insightsFeedPath, insightsPath } from "../src/lib/insights";
import { interfaceText } from "../src/lib/interface-text";

export interface FeedArticle {
  slug: string;
  frontmatter: {
    title: string;
    description: string;
    /** ISO date */
    published: string;
    author: { name: string };
    topics: { navLabel: string }[];
  };
}

interface FeedQueryResult {
  site: { siteMetadata: { siteUrl: string } };
  allMdx?: { nodes: FeedArticle[] };
}

const feedTitle = interfaceText("insights.feedTitle", { firm: firm.name });
const insightsPage = pages.find((page) => page.slug === insightsPath);
if (!insightsPage) throw new Error(`data/pages.json has no record for ${insightsPath}`);

/** The feed's items, newest first, as the `rss` package takes them. */
export function feedItems(articles: readonly FeedArticle[], siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, "");
  return [...articles]
    .sort((a, b) =>
      a.frontmatter.published < b.frontmatter.published
        ? 1
        : a.frontmatter.published > b.frontmatter.published
          ? -1
          : 0,
    )
    .map((article) => {
      const url = `${base}${articlePath(article.slug)}`;
      return {
        title: article.frontmatter.title,
        description: article.frontmatter.description,
        url,
        guid: url,
        date: `${article.frontmatter.published}T12:00:00Z`,
        author: article.frontmatter.author.name,
        categories: article.frontmatter.topics.map((topic) => topic.navLabel),
      };
    });
}

export const insightsFeed = {
  query: `
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `,
  setup: ({ query }: { query: FeedQueryResult }) => {
    const siteUrl = query.site.siteMetadata.siteUrl.replace(/\/+$/, "");
    return {
      title: feedTitle,
      description: insightsPage.metaDescription,
      site_url: `${siteUrl}${insightsPath}`,
      feed_url: `${siteUrl}${insightsFeedPath}`,
      language: "en-us",
      copyright: firm.legalName,
      generator: firm.name,
    };
  },
  feeds: [
    {
      output: insightsFeedPath,
      title: feedTitle,
      // Announced by src/components/seo.tsx on every page instead of by the plugin.
      match: "^/__no-page__$",
      query: `
        {
          allMdx(sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]) {
            nodes {
              slug
              frontmatter {
                title
                description
                published(formatString: "YYYY-MM-DD")
                author {
                  name
                }
                topics {
                  navLabel
                }
              }
            }
          }
        }
      `,
      serialize: ({ query }: { query: FeedQueryResult }) =>
        feedItems(query.allMdx?.nodes ?? [], query.site.siteMetadata.siteUrl),
    },
  ],
};
