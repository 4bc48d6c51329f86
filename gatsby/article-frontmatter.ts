/**
 * Checks the front matter of every article in data/insights before any page is made, so a missing or mistyped
 * field stops the build with the file and the field named (e.g. `data/insights/en/x.mdx: "heroAlt" is missing`)
 * instead of surfacing as a GraphQL error or an empty byline. Pure: the caller supplies what exists.
 */
import { DEFAULT_LOCALE, settingsOf, TRANSLATED_LOCALES, type Locale } from "../src/lib/locale";

export interface FrontmatterContext {
  /** Keys of data/team/. */
  teamKeys: ReadonlySet<string>;
  /** Slugs of the service records. */
  serviceSlugs: ReadonlySet<string>;
  /** Whether a path relative to the article file names an existing file. */
  fileExists: (relativePath: string) => boolean;
}

const textFields = ["title", "description", "heroAlt"] as const;
const dateFields = ["published", "updated"] as const;
/** Route segments under /insights that an article slug would collide with. */
const reservedSlugs = new Set(["page", "topic", "rss.xml"]);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** YAML turns 2026-01-12 into a Date, which Gatsby stores as 2026-01-12T00:00:00.000Z; both mean the day. */
function isoDate(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}T00:00:00(?:\.000)?Z$/.test(text) ? text.slice(0, 10) : text;
}

function isIsoDate(value: unknown): boolean {
  const text = isoDate(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The problems with one article's front matter; an empty list means it is complete. */
export function frontmatterProblems(
  slug: string,
  frontmatter: Record<string, unknown> | null | undefined,
  context: FrontmatterContext,
): string[] {
  const fm = frontmatter ?? {};
  const problems: string[] = [];
  const missing = (field: string) => problems.push(`"${field}" is missing`);

  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    problems.push(`the file name "${slug}" must be lower-case words joined by "-"`);
  if (reservedSlugs.has(slug)) problems.push(`the file name "${slug}" is reserved for /insights/${slug}`);

  for (const field of textFields) {
    if (isBlank(fm[field])) missing(field);
    else if (typeof fm[field] !== "string") problems.push(`"${field}" must be text`);
  }
  for (const field of dateFields) {
    if (isBlank(fm[field])) missing(field);
    else if (!isIsoDate(fm[field]))
      problems.push(`"${field}" must be a date written YYYY-MM-DD (found "${String(fm[field])}")`);
  }
  if (isIsoDate(fm.published) && isIsoDate(fm.updated) && isoDate(fm.updated) < isoDate(fm.published)) {
    problems.push(`"updated" (${isoDate(fm.updated)}) is before "published" (${isoDate(fm.published)})`);
  }

  if (isBlank(fm.author)) missing("author");
  else if (!context.teamKeys.has(String(fm.author))) {
    problems.push(`"author" "${String(fm.author)}" is not a key in data/team/`);
  }

  if (fm.topics === undefined || fm.topics === null) missing("topics");
  else if (!Array.isArray(fm.topics) || fm.topics.length === 0)
    problems.push(`"topics" must list at least one service slug`);
  else {
    for (const topic of fm.topics) {
      if (!context.serviceSlugs.has(String(topic)))
        problems.push(`"topics" entry "${String(topic)}" is not the slug of a service page`);
    }
  }

  if (isBlank(fm.hero)) missing("hero");
  else if (!context.fileExists(String(fm.hero))) {
    problems.push(
      `"hero" "${String(fm.hero)}" does not exist (paths are relative to the article, e.g. ../../images/insights/${slug}.jpg)`,
    );
  }

  if (fm.sources === undefined || fm.sources === null) missing("sources");
  else if (!Array.isArray(fm.sources) || fm.sources.length === 0)
    problems.push(`"sources" must list at least one source`);
  else {
    fm.sources.forEach((source: unknown, index: number) => {
      const entry = (source ?? {}) as Record<string, unknown>;
      if (isBlank(entry.title)) problems.push(`"sources" entry ${index + 1} has no "title"`);
      if (!isHttpUrl(entry.url)) problems.push(`"sources" entry ${index + 1} needs a "url" starting with https://`);
    });
  }
  return problems;
}

export interface ArticleFile {
  /** Path shown in messages, e.g. data/insights/en/form-1099-k.mdx */
  file: string;
  /** The edition: the folder of data/insights/<locale>/<slug>.mdx (es for a Spanish translation). */
  locale: Locale;
  slug: string;
  frontmatter: Record<string, unknown> | null | undefined;
  fileExists: (relativePath: string) => boolean;
}

/** Front-matter fields a translation keeps exactly as its English article has them: the facts, not the words. */
const SHARED_FIELDS = ["published", "updated", "author", "topics"] as const;

const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a instanceof Date ? isoDate(a) : a) === JSON.stringify(b instanceof Date ? isoDate(b) : b);

/**
 * The problems of the article translations: every English article has its version in each other edition at
 * data/insights/<locale>/<slug>.mdx (Spanish: data/insights/es/) and the other way round, and a translation keeps
 * the English article's dates, author, topics, hero image and number of sources.
 */
export function translationProblems(articles: readonly ArticleFile[]): string[] {
  const byLocale = (locale: Locale) =>
    new Map(articles.filter((article) => article.locale === locale).map((article) => [article.slug, article]));
  const english = byLocale(DEFAULT_LOCALE);
  return TRANSLATED_LOCALES.flatMap((locale) => editionProblems(english, byLocale(locale), locale));
}

function editionProblems(
  english: ReadonlyMap<string, ArticleFile>,
  translations: ReadonlyMap<string, ArticleFile>,
  locale: Locale,
): string[] {
  const language = settingsOf(locale).englishName;
  const lines: string[] = [];
  english.forEach((article, slug) => {
    if (!translations.has(slug))
      lines.push(`${article.file}: has no ${language} version (data/insights/${locale}/${slug}.mdx)`);
  });
  translations.forEach((translation, slug) => {
    const original = english.get(slug);
    if (!original) {
      lines.push(
        `${translation.file}: translates no English article (data/insights/${DEFAULT_LOCALE}/${slug}.mdx is missing)`,
      );
      return;
    }
    const en = original.frontmatter ?? {};
    const es = translation.frontmatter ?? {};
    SHARED_FIELDS.forEach((field) => {
      if (!sameValue(en[field], es[field]))
        lines.push(`${translation.file}: "${field}" differs from the English article's`);
    });
    const heroFile = (hero: unknown) =>
      String(hero ?? "")
        .split("/")
        .pop();
    if (heroFile(en.hero) !== heroFile(es.hero))
      lines.push(`${translation.file}: "hero" is not the English article's image`);
    const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
    if (count(en.sources) !== count(es.sources))
      lines.push(`${translation.file}: lists ${count(es.sources)} sources, the English article ${count(en.sources)}`);
  });
  return lines;
}

/** Throws one error listing every problem of every article, each line naming the file and the field. */
export function assertArticlesValid(
  articles: readonly ArticleFile[],
  context: Omit<FrontmatterContext, "fileExists">,
): void {
  const lines: string[] = [];
  const seen = new Map<string, string>();
  for (const article of articles) {
    frontmatterProblems(article.slug, article.frontmatter, { ...context, fileExists: article.fileExists }).forEach(
      (problem) => lines.push(`${article.file}: ${problem}`),
    );
    const key = `${article.locale}:${article.slug}`;
    const other = seen.get(key);
    if (other) lines.push(`${article.file}: the slug "${article.slug}" is already used by ${other}`);
    seen.set(key, article.file);
  }
  lines.push(...translationProblems(articles));
  if (lines.length) {
    throw new Error(`Insights articles have front matter problems:\n  - ${lines.join("\n  - ")}`);
  }
}
