/**
 * The builds the browser tests run against, each served by scripts/static-server.mjs on a port of its own
 * (playwright.config.ts starts the servers):
 *
 * - `site`: the build in public/, on port E2E_PORT (default 9323); its origin is every test's baseURL.
 * - `withoutNewsletter`: the same site built without GATSBY_NEWSLETTER_ACTION, which `npm test` (scripts/test-all.mjs)
 *   copies to public-without-newsletter/ before it builds public/ again with the variable; on the next port, and
 *   served only when the folder exists. tests/e2e/alert-signup.spec.ts opens it by full URL (`origin` + path).
 */
import path from "node:path";

export interface TestedBuild {
  /** The folder of the build, relative to the repository. */
  folder: string;
  /** The folder's absolute path. */
  root: string;
  port: number;
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
}

const testedBuild = (folder: string, port: number): TestedBuild => ({
  folder,
  root: path.resolve(__dirname, "../..", folder),
  port,
  origin: `http://127.0.0.1:${port}`,
});

const port = Number(process.env.E2E_PORT ?? 9323);

export const site = testedBuild("public", port);
export const withoutNewsletter = testedBuild("public-without-newsletter", port + 1);
