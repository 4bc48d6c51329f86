/**
 * Insights at build time: the computed Mdx fields (slug, reading time), the front-matter check and the pages —
 * /insights (paginated), /insights/topic/<service slug> (paginated) and /insights/<slug> per article.
 */
import path from "node:path";
import fs from "node:fs";
import type { GatsbyNode } from "gatsby";
import readingTime from "reading-time";
import {
  articlePath,
  insightsPath,
  paginate,
  relatedArticleIds,
  topicPath,
  type ArticleRef,
} from "../src/lib/insights";
import { assertArticlesValid } from "./article-frontmatter";
import { pageInLocale } from "./locale-pages";
import { EDITION_TYPE } from "./translatable";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../src/lib/locale";

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];
type CreateResolversArgs = Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0];

export const articleTemplate = "src/templates/article-page.tsx";
export const listingTemplate = "src/templates/insights-list.tsx";

interface MdxSource {
  parent: string | null;
  body: string;
}
interface FileNode {
  name: string;
  absolutePath: string;
  relativeDirectory?: string;
}

/**
 * The edition of an article from its folder inside data/insights: data/insights/<locale>/<slug>.mdx, so
 * data/insights/es/<slug>.mdx translates data/insights/en/<slug>.mdx.
 */
export const articleLocale = (relativeDirectory: string | undefined): Locale =>
  isLocale(relativeDirectory) ? relativeDirectory : DEFAULT_LOCALE;

interface ArticleNode extends MdxSource {
  frontmatter?: { published?: string | Date; title?: string };
}
interface ArticleNodeModel {
  getNodeById: (a: { id: string | null }) => FileNode | null;
  findAll: (a: { type: string }) => Promise<{ entries: Iterable<ArticleNode> }>;
}

/** Newest first, then by title: the order of every list of articles. */
const newestFirst = (a: ArticleNode, b: ArticleNode) =>
  new Date(b.frontmatter?.published ?? 0).getTime() - new Date(a.frontmatter?.published ?? 0).getTime() ||
  String(a.frontmatter?.title ?? "").localeCompare(String(b.frontmatter?.title ?? ""));

/**
 * slug (the file name), locale (the folder) and readingMinutes of an article, computed from its file and body; and
 * `articles(limit)` on each entry of `editions` (gatsby/translatable.ts): that edition's articles, newest first, for
 * static queries (the home page's latest articles, a service page's articles).
 */
export function createArticleResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    [EDITION_TYPE]: {
      articles: {
        type: "[Mdx!]!",
        description: "The edition's Insights articles, newest first (then by title); `limit` keeps the first few.",
        args: { limit: { type: "Int", description: "How many articles at most." } },
        resolve: async (
          source: { locale: Locale },
          args: { limit?: number | null },
          context: { nodeModel: ArticleNodeModel },
        ) => {
          const { entries } = await context.nodeModel.findAll({ type: "Mdx" });
          const articles = [...entries]
            .filter(
              (node) =>
                articleLocale(context.nodeModel.getNodeById({ id: node.parent })?.relativeDirectory) === source.locale,
            )
            .sort(newestFirst);
          return args.limit ? articles.slice(0, args.limit) : articles;
        },
      },
    },
    Mdx: {
      slug: {
        resolve: (
          source: MdxSource,
          _args: unknown,
          context: { nodeModel: { getNodeById: (a: { id: string | null }) => FileNode | null } },
        ) => context.nodeModel.getNodeById({ id: source.parent })?.name ?? "",
      },
      locale: {
        resolve: (
          source: MdxSource,
          _args: unknown,
          context: { nodeModel: { getNodeById: (a: { id: string | null }) => FileNode | null } },
        ) => articleLocale(context.nodeModel.getNodeById({ id: source.parent })?.relativeDirectory),
      },
      readingMinutes: {
        resolve: (source: MdxSource) => Math.max(1, Math.ceil(readingTime(source.body).minutes)),
      },
    },
  });
}

interface ArticleRecords {
  allMdx: {
    nodes: {
      id: string;
      slug: string;
      locale: Locale;
      frontmatter: { published: string; topics: { slug: string }[] };
      internal: { contentFilePath: string | null };
    }[];
  };
}

/** Checks every article's front matter; throws naming the file and field of each problem. */
function checkArticles({ getNodesByType, getNode }: CreatePagesArgs): void {
  const slugsOf = (type: string) => getNodesByType(type).map((node) => String(node.slug));
  const serviceSlugs = new Set(slugsOf("ServicePage"));
  const teamKeys = new Set(getNodesByType("TeamMember").map((node) => String(node.key)));
  const articles = getNodesByType("Mdx").map((node) => {
    const file = getNode(node.parent ?? "") as unknown as FileNode | undefined;
    const absolutePath = file?.absolutePath ?? String(node.internal.contentFilePath ?? "");
    return {
      file: path.relative(process.cwd(), absolutePath).split(path.sep).join("/"),
      locale: articleLocale(file?.relativeDirectory),
      slug: file?.name ?? path.basename(absolutePath, ".mdx"),
      frontmatter: node.frontmatter as Record<string, unknown> | undefined,
      fileExists: (relative: string) => fs.existsSync(path.resolve(path.dirname(absolutePath), relative)),
    };
  });
  assertArticlesValid(articles, { teamKeys, serviceSlugs });
}

/**
 * The Insights pages, in each edition from that edition's articles (data/insights/en/<slug>.mdx in English,
 * data/insights/es/<slug>.mdx in Spanish, at the same slug): the listing and its pages, a listing per topic, and
 * one page per article. Listing pages receive the ids of their articles; article pages the ids of related ones.
 */
export async function createInsightsPages(args: CreatePagesArgs): Promise<void> {
  const { graphql, actions, reporter } = args;
  try {
    checkArticles(args);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const result = await graphql<ArticleRecords>(`
    query InsightsPageRecords {
      allMdx(sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]) {
        nodes {
          id
          slug
          locale
          frontmatter {
            published(formatString: "YYYY-MM-DD")
            topics {
              slug
            }
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the Insights articles", result.errors);
    return;
  }
  const listing = path.resolve(listingTemplate);
  const template = path.resolve(articleTemplate);
  LOCALES.forEach((locale: Locale) => {
    const articles = result.data!.allMdx.nodes.filter((article) => article.locale === locale);
    const refs: ArticleRef[] = articles.map((a) => ({
      id: a.id,
      published: a.frontmatter.published,
      topics: a.frontmatter.topics.map((t) => t.slug),
    }));
    const createListing = (ids: string[], basePath: string, topic: string | null) => {
      paginate(ids, basePath).forEach((page) => {
        const context = {
          ids: page.items,
          basePath,
          currentPage: page.currentPage,
          pageCount: page.pageCount,
          topic: topic ?? "",
        };
        actions.createPage(pageInLocale({ path: page.path, component: listing, context }, locale));
      });
    };
    createListing(
      articles.map((a) => a.id),
      insightsPath,
      null,
    );
    const topics = [...new Set(refs.flatMap((ref) => ref.topics))];
    topics.forEach((topic) => {
      createListing(
        refs.filter((ref) => ref.topics.includes(topic)).map((ref) => ref.id),
        topicPath(topic),
        topic,
      );
    });
    articles.forEach((article, index) => {
      const page = {
        path: articlePath(article.slug),
        component: `${template}?__contentFilePath=${article.internal.contentFilePath}`,
        context: { id: article.id, slug: article.slug, relatedIds: relatedArticleIds(refs[index], refs) },
      };
      actions.createPage(pageInLocale(page, locale));
    });
  });
}
