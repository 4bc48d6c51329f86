/**
 * Insights (the firm's articles): routes, related articles and pagination. Pure functions shared by the build
 * (gatsby/insights-pages.ts) and the pages, unit-tested in tests/unit/lib/insights.test.ts.
 */
import { servicePagePath, type CategoryRoute } from "./routes";

export { insightsFeedPath } from "./routes";

export const insightsPath = "/insights";
/** Articles per listing page; a tenth article starts /insights/page/2. */
export const articlesPerPage = 9;

export function articlePath(slug: string): string {
  return `${insightsPath}/${slug}`;
}

export function topicPath(topicSlug: string): string {
  return `${insightsPath}/topic/${topicSlug}`;
}

/** Page `page` (1-based) of a listing whose first page is `basePath`: /insights, /insights/page/2, … */
export function listingPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}

/** Where the generated share image of an article is published (gatsby/article-share-images.ts writes it). */
export function articleShareImagePath(slug: string): string {
  return `/og/insights/${slug}.jpg`;
}

/** A service an article's topic links to: its slug and its category's path. */
export interface TopicService {
  slug: string;
  category: CategoryRoute;
}

/** The page of the service an article's topic links to. */
export function topicServicePath(topic: TopicService): string {
  return servicePagePath(topic.category, topic.slug);
}

export interface ArticleRef {
  id: string;
  /** ISO date, YYYY-MM-DD */
  published: string;
  topics: readonly string[];
}

function newestFirst(a: ArticleRef, b: ArticleRef): number {
  return a.published < b.published ? 1 : a.published > b.published ? -1 : 0;
}

/**
 * The ids of up to `count` other articles: those sharing the most topics with `current` first, then the newest.
 * Articles sharing no topic fill the remaining places, newest first, so every article has related reading.
 */
export function relatedArticleIds(current: ArticleRef, all: readonly ArticleRef[], count = 3): string[] {
  const topics = new Set(current.topics);
  return all
    .filter((article) => article.id !== current.id)
    .map((article) => ({ article, shared: article.topics.filter((topic) => topics.has(topic)).length }))
    .sort((a, b) => b.shared - a.shared || newestFirst(a.article, b.article))
    .slice(0, count)
    .map(({ article }) => article.id);
}

export interface ListingPage<T> {
  path: string;
  /** 1-based */
  currentPage: number;
  pageCount: number;
  items: T[];
}

/** Splits an ordered list into listing pages of `perPage` under `basePath`; an empty list still has page 1. */
export function paginate<T>(items: readonly T[], basePath: string, perPage = articlesPerPage): ListingPage<T>[] {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: pageCount }, (_, index) => ({
    path: listingPagePath(basePath, index + 1),
    currentPage: index + 1,
    pageCount,
    items: items.slice(index * perPage, (index + 1) * perPage),
  }));
}

export interface PaginationLink {
  page: number;
  path: string;
  current: boolean;
}

export interface PaginationLinks {
  previous: string | null;
  next: string | null;
  pages: PaginationLink[];
}

/** The links a listing page shows: previous, next and one per page (the current one marked). */
export function paginationLinks(basePath: string, currentPage: number, pageCount: number): PaginationLinks {
  return {
    previous: currentPage > 1 ? listingPagePath(basePath, currentPage - 1) : null,
    next: currentPage < pageCount ? listingPagePath(basePath, currentPage + 1) : null,
    pages: Array.from({ length: pageCount }, (_, index) => ({
      page: index + 1,
      path: listingPagePath(basePath, index + 1),
      current: index + 1 === currentPage,
    })),
  };
}

/** A table of contents is worth showing from four sections on. */
export function showsTableOfContents(sectionCount: number): boolean {
  return sectionCount > 3;
}

export interface TopicCount {
  slug: string;
  label: string;
  count: number;
}

/** Every topic the articles use, with how many articles each has, in alphabetical order of label. */
export function topicCounts(articles: readonly { topics: readonly { slug: string; label: string }[] }[]): TopicCount[] {
  const counts = new Map<string, TopicCount>();
  for (const article of articles) {
    for (const topic of article.topics) {
      const entry = counts.get(topic.slug) ?? { slug: topic.slug, label: topic.label, count: 0 };
      entry.count += 1;
      counts.set(topic.slug, entry);
    }
  }
  return [...counts.values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}
