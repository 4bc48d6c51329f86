/**
 * The one place tests read data/ from: every test that needs a record, a collection or the articles goes through
 * these functions, so a change of data/'s layout (one file per record, for the editor) touches only this file.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";

export const repoRoot = path.resolve(__dirname, "../..");

/** A JSON file of data/, parsed: the records as the site's build reads them. */
export const readData = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, "data", file), "utf8")) as T;

/** A collection of data/ by name ("services", "careers", "firm"): its records, or its object for a singleton. */
export const collection = <T>(name: string): T => readData<T>(`${name}.json`);

export interface ArticleEntry {
  slug: string;
  topics: string[];
  frontmatter: Record<string, unknown>;
}

/** The Insights articles of an edition: data/insights/<slug>.mdx in English, data/insights/es/<slug>.mdx in Spanish. */
export function articlesOf(locale: "en" | "es"): ArticleEntry[] {
  const dir = path.join(repoRoot, "data", "insights", ...(locale === "es" ? ["es"] : []));
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const { data } = matter(fs.readFileSync(path.join(dir, file), "utf8"));
      return {
        slug: path.basename(file, ".mdx"),
        topics: Array.isArray(data.topics) ? data.topics.map(String) : [],
        frontmatter: data,
      };
    });
}
