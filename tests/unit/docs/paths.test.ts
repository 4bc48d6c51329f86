/**
 * The manual stays true to the tree: every relative link and every repository path written in code style in
 * README.md and docs/ names a file or folder that exists. Paths with placeholders (`<slug>`, `*`, `{name}`, `…`)
 * describe a pattern and are left out, as are build outputs (public/, .cache/) and the paths a command creates.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

const documents = [path.join(root, "README.md"), ...markdownFiles(path.join(root, "docs"))];

/** Folders at the top of the repository a code-style path may start with. */
const TOP_LEVEL = /^(src|gatsby|tests|scripts|data|docs|static|\.github|\.ci)\//;
const PATTERN = /[<>*{}…]|\.\.\.|\$/;

/** Relative link targets of a Markdown text, without their #fragment. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^(https?:|mailto:|tel:|#)/.test(target))
    .map((target) => decodeURI(target.replace(/#.*$/, "")))
    .filter(Boolean);
}

/** Repository paths written in code style, from a top-level folder: `src/lib/locale.ts`, `docs/testing.md`. */
function codePaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1].replace(/[.,:;]$/, "").replace(/#.*$/, ""))
    .filter((candidate) => TOP_LEVEL.test(candidate) && !PATTERN.test(candidate))
    .filter((candidate) => !/\.(test|spec)\.tsx?:\d+$/.test(candidate));
}

describe("README.md and docs/", () => {
  it("find the manual's pages", () => {
    expect(documents.length).toBeGreaterThan(5);
  });

  it.each(documents.map((file) => [path.relative(root, file), file]))(
    "%s links only to files that exist",
    (_, file) => {
      const text = fs.readFileSync(file, "utf8");
      const missing = linkTargets(text).filter((target) => !fs.existsSync(path.resolve(path.dirname(file), target)));
      expect(missing).toEqual([]);
    },
  );

  it.each(documents.map((file) => [path.relative(root, file), file]))(
    "%s names only repository paths that exist",
    (_, file) => {
      const text = fs.readFileSync(file, "utf8");
      const missing = codePaths(text).filter((candidate) => {
        const fromRoot = path.join(root, candidate.replace(/\/$/, ""));
        return !fs.existsSync(fromRoot);
      });
      expect(missing).toEqual([]);
    },
  );

  it("keeps the README a front door of at most 150 lines", () => {
    const lines = fs.readFileSync(path.join(root, "README.md"), "utf8").trimEnd().split("\n");
    expect(lines.length).toBeLessThanOrEqual(150);
  });
});
