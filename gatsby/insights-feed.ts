/**
 * gatsby-plugin-feed options: an RSS 2.0 feed of every Insights article at /insights/rss.xml, and of every Spanish
 * article at /es/insights/rss.xml (title, link, date, summary, author, topics). The Seo component announces it on every page, so the plugin adds no link of its own.
 */
import firm from "../data/site/en/firm.json";
import { articlePath, insightsFeedPath, insightsPath } from "../src/lib/insights";
import { LOCALES, localeTag, localizedPath, type Locale } from "../src/lib/locale";
import { textOf } from "./dictionaries";
import { collectionIn } from "./translations";

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

/** The /insights record of data/pages/ in `locale`'s edition: the feed's description. */
function insightsPageIn(locale: Locale): { metaDescription: string } {
  const records = collectionIn("pages", locale) as {
    slug: string;
    metaDescription: string;
  }[];
  const page = records.find((record) => record.slug === insightsPath);
  if (!page) throw new Error(`data/pages/en/ has no record for ${insightsPath}`);
  return page;
}

/** The feed's items, newest first, as the `rss` package takes them. */
export function feedItems(articles: readonly FeedArticle[], siteUrl: string, locale: Locale) {
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
      const url = `${base}${localizedPath(articlePath(article.slug), locale)}`;
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

/** One edition's feed: /insights/rss.xml of the English articles, /es/insights/rss.xml of the Spanish ones. */
function feedOf(locale: Locale) {
  const title = textOf(locale)("insights.feedTitle", { firm: firm.name });
  return {
    output: localizedPath(insightsFeedPath, locale),
    title,
    // Announced by src/components/seo.tsx on every page of the edition instead of by the plugin.
    match: "^/__no-page__$",
    setup: ({ query }: { query: FeedQueryResult }) => {
      const siteUrl = query.site.siteMetadata.siteUrl.replace(/\/+$/, "");
      return {
        title,
        description: insightsPageIn(locale).metaDescription,
        site_url: `${siteUrl}${localizedPath(insightsPath, locale)}`,
        feed_url: `${siteUrl}${localizedPath(insightsFeedPath, locale)}`,
        language: localeTag(locale).toLowerCase(),
        copyright: firm.legalName,
        generator: firm.name,
      };
    },
    query: `
      {
        allMdx(
          filter: { locale: { eq: "${locale}" } }
          sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
        ) {
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
                navLabel(locale: "${locale}")
              }
            }
          }
        }
      }
    `,
    serialize: ({ query }: { query: FeedQueryResult }) =>
      feedItems(query.allMdx?.nodes ?? [], query.site.siteMetadata.siteUrl, locale),
  };
}

/** gatsby-plugin-feed's options: one feed per edition. */
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
  feeds: LOCALES.map(feedOf),
};
