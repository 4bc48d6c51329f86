/**
 * The build's content validation, as far as it runs without Gatsby, applied to a data/ folder (a scratch
 * repository's after the editor published into it). Each check returns its problems, an empty list when the data
 * passes:
 *
 * - `translationProblems` (gatsby/translations.ts): every Spanish file has its English record and every piece of
 *   visitor text its Spanish, across all collections and the interface dictionary;
 * - duplicate identifiers within a collection (what gatsby/validate-content.ts's `duplicateRecords` refuses);
 * - the tax deadline rules and postponements: `rulesWithoutSource`, `validateRule`, `validatePostponement`
 *   (src/lib/tax-deadlines);
 * - the Insights articles: `frontmatterProblems` of each article and the pairs' `translationProblems`
 *   (gatsby/article-frontmatter.ts), with the team keys, service slugs and image files of that data/;
 * - the editor's own configuration generated from that data/ (gatsby/cms-config.ts): `coverageProblems` (every key
 *   has a field) and `requiredProblems` (no required field empty, so every file can be saved again);
 * - the organizer's links, placeholders and official pages (gatsby/organizer-checks.ts).
 *
 * What the full build (`gatsby build`, gatsby/validate-content.ts and gatsby/insights-pages.ts) adds beyond these:
 * the GraphQL schema's own checks (every non-null field of every record queried, types as declared, `@link`
 * references resolving to an existing record, `@fileByRelativePath` images that exist and that sharp can read), the
 * MDX compilation of each article's body, the pages made from the records, and the browser tests of the built site.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { frontmatterProblems, translationProblems as articlePairProblems } from "../../gatsby/article-frontmatter";
import { cmsConfig, coverageProblems, requiredProblems, ruleProblems } from "../../gatsby/cms-config";
import { contentTypeNames } from "../../gatsby/content-types";
import { organizerContentProblems } from "../../gatsby/organizer-checks";
import { englishContent, recordFiles, SINGLETONS } from "../../gatsby/data-layout";
import { recordId, translationProblems } from "../../gatsby/translations";
import {
  rulesWithoutSource,
  validatePostponement,
  validateRule,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../../src/lib/tax-deadlines";
import { articleFiles } from "../helpers/data";

/** Two English records of one collection with the same identifier (the second would hide the first). */
export function duplicateProblems(dataDir: string): string[] {
  return Object.keys(contentTypeNames).flatMap((collection) => {
    if (SINGLETONS.has(collection)) return [];
    const seen = new Map<string, string>();
    return recordFiles(collection, "en", dataDir).flatMap(({ record, file }) => {
      const id = recordId(record);
      if (id === undefined) return [];
      const first = seen.get(id);
      if (!first) seen.set(id, file);
      return first ? [`${file}: "${id}" is already used by ${first}`] : [];
    });
  });
}

/** The problems of the tax deadline rules (both collections) and postponements. */
export function taxDeadlineProblems(dataDir: string): string[] {
  const rules = ["tax-deadline-rules", "tax-deadline-rules-illinois"].flatMap(
    (name) => (englishContent(name, dataDir) ?? []) as unknown as TaxDeadlineRule[],
  );
  const postponements = (englishContent("tax-postponements", dataDir) ?? []) as unknown as TaxPostponement[];
  const problems = rulesWithoutSource(rules).map((key) => `TaxDeadlineRule "${key}" has no source`);
  const attempt = (check: () => void) => {
    try {
      check();
    } catch (error) {
      problems.push((error as Error).message);
    }
  };
  rules.filter((rule) => rule.source).forEach((rule) => attempt(() => validateRule(rule)));
  postponements.forEach((record) => attempt(() => validatePostponement(record)));
  return problems;
}

/** The front-matter problems of every article and of the English–Spanish pairs, each naming the file. */
export function articleProblems(dataDir: string): string[] {
  const teamKeys = new Set(recordFiles("team", "en", dataDir).map(({ record }) => String(recordId(record))));
  const serviceSlugs = new Set(
    recordFiles("services", "en", dataDir).map(({ record }) => String((record as { slug: string }).slug)),
  );
  const articles = (["en", "es"] as const).flatMap((locale) => {
    const { folder, files } = articleFiles(locale, dataDir);
    return files.map((file) => {
      const absolute = path.join(folder, file);
      return {
        file: `data/insights/${locale}/${file}`,
        locale,
        slug: path.basename(file, ".mdx"),
        frontmatter: matter(fs.readFileSync(absolute, "utf8")).data,
        fileExists: (relative: string) => fs.existsSync(path.resolve(folder, relative)),
      };
    });
  });
  return [
    ...articles.flatMap((article) =>
      frontmatterProblems(article.slug, article.frontmatter, {
        teamKeys,
        serviceSlugs,
        fileExists: article.fileExists,
      }).map((problem) => `${article.file}: ${problem}`),
    ),
    ...articlePairProblems(articles),
  ];
}

/** The editor configuration's checks on this data/: keys without a field, required fields left empty. */
export function editorConfigProblems(dataDir: string): string[] {
  const config = cmsConfig({ siteUrl: "https://www.example.com", dataDir, env: {} });
  return [...coverageProblems(config, dataDir), ...requiredProblems(config, dataDir), ...ruleProblems(config, dataDir)];
}

/** Every check above, grouped by check so that a failure names which one refused. */
export function contentProblems(dataDir: string): Record<string, string[]> {
  return {
    translations: translationProblems(dataDir),
    duplicates: duplicateProblems(dataDir),
    taxDeadlines: taxDeadlineProblems(dataDir),
    articles: articleProblems(dataDir),
    editorConfig: editorConfigProblems(dataDir),
    organizer: organizerContentProblems(dataDir),
  };
}

/** What `contentProblems` returns for data that passes every check. */
export const NO_PROBLEMS = {
  translations: [],
  duplicates: [],
  taxDeadlines: [],
  articles: [],
  editorConfig: [],
  organizer: [],
};
