/**
 * The full-site search index (Pagefind), written after the build once every page's HTML is final. Pagefind reads
 * only the element marked `data-pagefind-body` (each page's <main>, see src/components/layout/layout.tsx), so the
 * header, footer and the pages without a result type (/search, 404) stay out of the index; each page's result type
 * is the `type` filter on that element. Pagefind writes one index per `<html lang>`, so a later Spanish edition
 * gets its own index without a change here. The browser side loads only on /search (src/sections/search/).
 */
import fs from "node:fs";
import path from "node:path";
import { isSearchPage } from "../src/lib/search";

/** The folder under public/ that holds the index and Pagefind's browser code. */
export const searchBundleDir = "pagefind";

/**
 * Pagefind's own ready-made interfaces; the site builds its search page in React instead (their stylesheets and
 * inline styles would need CSP exceptions), so these files are not published.
 */
const unusedBundleFiles = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/**
 * Extra script-src sources per route for the Content-Security-Policy: Pagefind compiles WebAssembly, which needs
 * 'wasm-unsafe-eval' — on the search page only.
 */
export function searchPageScriptSources(route: string): string[] {
  return isSearchPage(route) ? ["'wasm-unsafe-eval'"] : [];
}

type PagefindModule = typeof import("pagefind");

/**
 * Pagefind's Node API is an ES module only, and Gatsby compiles gatsby-node to CommonJS, turning `import()` into a
 * `require()` that such a package refuses. A function made at run time keeps Node's own `import()`.
 */
const importModule = new Function("specifier", "return import(specifier)") as (
  specifier: string,
) => Promise<PagefindModule>;

export interface SearchIndexResult {
  pageCount: number;
  errors: string[];
}

/** Indexes every built page in `publicDir` and writes the index to `publicDir`/pagefind. */
export async function writeSearchIndex(publicDir: string): Promise<SearchIndexResult> {
  const pagefind = await importModule("pagefind");
  const errors: string[] = [];
  try {
    const created = await pagefind.createIndex({});
    errors.push(...created.errors);
    if (!created.index) return { pageCount: 0, errors };
    const outputPath = path.join(publicDir, searchBundleDir);
    fs.rmSync(outputPath, { recursive: true, force: true });
    const added = await created.index.addDirectory({ path: publicDir, glob: "**/*.html" });
    errors.push(...added.errors);
    const written = await created.index.writeFiles({ outputPath });
    errors.push(...written.errors);
    for (const file of fs.existsSync(outputPath) ? fs.readdirSync(outputPath) : []) {
      if (unusedBundleFiles.test(file)) fs.rmSync(path.join(outputPath, file));
    }
    return { pageCount: added.page_count, errors };
  } finally {
    await pagefind.close();
  }
}
