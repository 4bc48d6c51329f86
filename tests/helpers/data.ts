/**
 * The one place tests read data/ from: every test that needs a record, a collection or the articles goes through
 * these functions, which read data/ as the build does (gatsby/data-layout.ts: one file per record).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { englishContent, recordFiles, type RecordFile } from "../../gatsby/data-layout";

export const repoRoot = path.resolve(__dirname, "../..");
const dataDir = path.join(repoRoot, "data");

/** A JSON file of data/ by its path inside data/ (the interface dictionary, brand.json), parsed. */
export const readData = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;

/**
 * A collection of data/ by name ("services", "careers", "firm"): its English records in the site's order, or the
 * object of a singleton.
 */
export const collection = <T>(name: string): T => {
  const content = englishContent(name, dataDir);
  if (content === undefined) throw new Error(`data/ has no collection "${name}"`);
  return content as T;
};

/** The files of a collection in one edition, with their records (the English, or the Spanish text only). */
export const collectionFiles = (name: string, locale: "en" | "es"): RecordFile[] => recordFiles(name, locale, dataDir);

export interface ArticleEntry {
  slug: string;
  topics: string[];
  frontmatter: Record<string, unknown>;
}

/**
 * The folder of an edition's Insights articles (<data>/insights/en or <data>/insights/es, in data/ unless another
 * data folder is given) and its .mdx files, by name.
 */
export function articleFiles(locale: "en" | "es", data = dataDir): { folder: string; files: string[] } {
  const folder = path.join(data, "insights", locale);
  return {
    folder,
    files: fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".mdx"))
      .sort(),
  };
}

/** The Insights articles of an edition: data/insights/en/<slug>.mdx in English, data/insights/es/<slug>.mdx in Spanish. */
export function articlesOf(locale: "en" | "es"): ArticleEntry[] {
  const { folder, files } = articleFiles(locale);
  return files.map((file) => {
    const { data } = matter(fs.readFileSync(path.join(folder, file), "utf8"));
    return {
      slug: path.basename(file, ".mdx"),
      topics: Array.isArray(data.topics) ? data.topics.map(String) : [],
      frontmatter: data,
    };
  });
}
