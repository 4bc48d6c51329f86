import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { collection } from "../../helpers/data";
import {
  assertArticlesValid,
  frontmatterProblems,
  translationProblems,
  type FrontmatterContext,
} from "../../../gatsby/article-frontmatter";

const context: FrontmatterContext = {
  teamKeys: new Set(["daniel-reyes", "priya-natarajan"]),
  serviceSlugs: new Set(["income-tax-preparation", "bookkeeping-services", "payroll"]),
  fileExists: (relative) => relative === "../../images/insights/sample.jpg",
};

const complete = {
  title: "A title",
  description: "A summary.",
  published: "2026-01-12",
  updated: "2026-02-02",
  author: "daniel-reyes",
  topics: ["payroll"],
  hero: "../../images/insights/sample.jpg",
  heroAlt: "An illustration",
  sources: [{ title: "IRS", url: "https://www.irs.gov/" }],
};

describe("frontmatterProblems", () => {
  it("accepts complete front matter", () => {
    expect(frontmatterProblems("sample", complete, context)).toEqual([]);
  });

  it("accepts the dates as YAML parses them (Date) and as Gatsby stores them (ISO timestamps)", () => {
    const fm = { ...complete, published: new Date("2026-01-12T00:00:00Z"), updated: "2026-02-02T00:00:00.000Z" };
    expect(frontmatterProblems("sample", fm, context)).toEqual([]);
  });

  it.each(["title", "description", "published", "updated", "author", "topics", "hero", "heroAlt", "sources"])(
    "names a missing %s",
    (field) => {
      const fm: Record<string, unknown> = { ...complete };
      delete fm[field];
      expect(frontmatterProblems("sample", fm, context)).toEqual([`"${field}" is missing`]);
    },
  );

  it("names unknown authors and topics, a missing hero file, bad dates and sources", () => {
    const problems = frontmatterProblems(
      "sample",
      {
        ...complete,
        author: "nobody",
        topics: ["payroll", "astrology"],
        hero: "images/insights/sample.jpg",
        published: "2026-02-30",
        sources: [{ title: "No address" }],
      },
      context,
    );
    expect(problems).toEqual([
      '"published" must be a date written YYYY-MM-DD (found "2026-02-30")',
      '"author" "nobody" is not a key in data/team/',
      '"topics" entry "astrology" is not the slug of a service page',
      '"hero" "images/insights/sample.jpg" does not exist (paths are relative to the article, e.g. ../../images/insights/sample.jpg)',
      '"sources" entry 1 needs a "url" starting with https://',
    ]);
  });

  it("refuses an update before publication, reserved and badly formed file names", () => {
    expect(frontmatterProblems("sample", { ...complete, updated: "2025-12-31" }, context)).toEqual([
      '"updated" (2025-12-31) is before "published" (2026-01-12)',
    ]);
    expect(frontmatterProblems("page", complete, context)).toEqual([
      'the file name "page" is reserved for /insights/page',
    ]);
    expect(frontmatterProblems("My Article", complete, context)[0]).toMatch(/must be lower-case words/);
  });
});

describe("assertArticlesValid", () => {
  const file = (name: string, frontmatter: Record<string, unknown>, locale: "en" | "es" = "en") => ({
    file: locale === "en" ? `data/insights/en/${name}.mdx` : `data/insights/es/${name}.mdx`,
    locale,
    slug: name,
    frontmatter,
    fileExists: context.fileExists,
  });
  /** An English article and its Spanish version. */
  const both = (name: string, english: Record<string, unknown>, spanish = english) => [
    file(name, english),
    file(name, spanish, "es"),
  ];

  it("fails the build with the file and field named", () => {
    const { heroAlt, ...withoutAlt } = complete;
    expect(heroAlt).toBeTruthy();
    expect(() =>
      assertArticlesValid([...both("good", complete), ...both("broken", withoutAlt, complete)], context),
    ).toThrow('Insights articles have front matter problems:\n  - data/insights/en/broken.mdx: "heroAlt" is missing');
  });

  it("passes when every article is complete", () => {
    expect(() => assertArticlesValid([...both("one", complete), ...both("two", complete)], context)).not.toThrow();
  });

  it("fails the build for an article without its Spanish version, and for a translation of nothing", () => {
    expect(() => assertArticlesValid([...both("one", complete), file("two", complete)], context)).toThrow(
      "data/insights/en/two.mdx: has no Spanish version (data/insights/es/two.mdx)",
    );
    expect(() => assertArticlesValid([...both("one", complete), file("three", complete, "es")], context)).toThrow(
      "data/insights/es/three.mdx: translates no English article (data/insights/en/three.mdx is missing)",
    );
  });

  it("fails the build when a translation changes a fact of its article: dates, author, topics, image, sources", () => {
    const translated = {
      ...complete,
      updated: "2026-02-01",
      author: "someone-else",
      topics: ["crypto"],
      hero: "../../images/insights/other.jpg",
      sources: [],
    };
    const problems = translationProblems([...both("one", complete, translated)]);
    expect(problems).toEqual([
      'data/insights/es/one.mdx: "updated" differs from the English article\'s',
      'data/insights/es/one.mdx: "author" differs from the English article\'s',
      'data/insights/es/one.mdx: "topics" differs from the English article\'s',
      'data/insights/es/one.mdx: "hero" is not the English article\'s image',
      `data/insights/es/one.mdx: lists 0 sources, the English article ${(complete.sources as unknown[]).length}`,
    ]);
    expect(
      translationProblems([...both("one", complete, { ...complete, hero: "../../images/insights/sample.jpg" })]),
    ).toEqual([]);
  });

  it("passes the fixture article as gatsby-plugin-mdx parses it", () => {
    const fixture = path.resolve(__dirname, "../../fixtures/insights/how-long-to-keep-tax-records.mdx");
    const { data } = matter(fs.readFileSync(fixture, "utf8"));
    const teamKeys = new Set(collection<{ key: string }[]>("team").map((m) => m.key));
    const serviceSlugs = new Set(collection<{ slug: string }[]>("services").map((r) => r.slug));
    const problems = frontmatterProblems("how-long-to-keep-tax-records", data, {
      teamKeys,
      serviceSlugs,
      // The fixture is written for data/insights/en/, so its hero resolves from there.
      fileExists: (relative) => fs.existsSync(path.resolve("data/insights/en", relative)),
    });
    expect(problems).toEqual([]);
  });
});
