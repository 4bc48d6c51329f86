/**
 * Which groups of the interface dictionary a page needs: each page's data carries only those (gatsby/locale-pages.ts),
 * rather than its edition's whole dictionary (31 KB of JSON, 13 KB of it the tax planner's words).
 *
 * A page needs the groups its code names: the page's component and every module of the site it imports, directly or
 * not, and what every page renders through gatsby-browser/gatsby-ssr. A key is always written with its group as a
 * literal ("header.openMenu", `forms.errors.${code}`), so a module that names `"group.` or `` `group. `` uses that
 * group. Naming more than a page uses costs a few bytes; naming less fails loudly: the build renders every page
 * with its own dictionary and `t()` throws on a missing key (src/lib/interface-text.ts). A component file that is
 * not found (a test's made-up page) gets every group.
 */
import fs from "node:fs";
import path from "node:path";

/** Modules every page renders through, whatever its component imports. */
const everyPage = ["gatsby-browser.tsx", "gatsby-ssr.tsx"];
const extensions = ["", ".ts", ".tsx", ".js", ".jsx", "/index.ts", "/index.tsx", "/index.js"];
const importPattern =
  /(?:\bfrom\s*|\bimport\s*\(?\s*(?:\/\*[^*]*\*\/\s*)?|\brequire\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g;
const groupPattern = /["'`]([A-Za-z][A-Za-z0-9]*)\.[A-Za-z]/g;

function resolveModule(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return extensions.map((extension) => base + extension).find((file) => /\.[jt]sx?$/.test(file) && isFile(file));
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const namedByFile = new Map<string, { names: Set<string>; imports: string[] }>();

/** The possible group names a module's source mentions, and the modules it imports. */
function scan(file: string): { names: Set<string>; imports: string[] } {
  const known = namedByFile.get(file);
  if (known) return known;
  const source = fs.readFileSync(file, "utf8");
  const names = new Set([...source.matchAll(groupPattern)].map((match) => match[1]));
  const imports = [...source.matchAll(importPattern)]
    .map((match) => resolveModule(file, match[1]))
    .filter((resolved): resolved is string => Boolean(resolved));
  const scanned = { names, imports };
  namedByFile.set(file, scanned);
  return scanned;
}

/** The groups of `groups` named by `component` (a path, with or without Gatsby's `?__contentFilePath=` query) and
 * everything it imports, or null when the component's file is not found. */
export function dictionaryGroupsOf(component: string, groups: readonly string[], rootDir = "."): Set<string> | null {
  const entry = path.resolve(rootDir, component.replace(/\?.*$/, ""));
  if (!isFile(entry)) return null;
  const wanted = new Set(groups);
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry, ...everyPage.map((file) => path.resolve(rootDir, file)).filter(isFile)];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const { names, imports } = scan(file);
    for (const name of names) if (wanted.has(name)) found.add(name);
    queue.push(...imports);
  }
  return found;
}

/** The part of `dictionary` a page made by `component` needs (the whole of it when the component is not found). */
export function dictionaryFor<D extends Record<string, unknown>>(dictionary: D, component: string, rootDir = "."): D {
  const groups = dictionaryGroupsOf(component, Object.keys(dictionary), rootDir);
  if (!groups) return dictionary;
  return Object.fromEntries(Object.entries(dictionary).filter(([group]) => groups.has(group))) as D;
}
