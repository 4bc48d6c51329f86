/**
 * The content editor at /admin/ (Decap CMS): a static page that loads Decap's prebuilt bundle, copied from
 * node_modules/decap-cms/dist (never from a CDN, never committed), and its configuration, generated from the schema
 * by gatsby/cms-config.ts. `writeAdmin` puts the three into public/admin/ after the build; `serveAdminInDevelop`
 * serves the same under `gatsby develop` (npm run cms), the configuration made afresh on each request.
 *
 * Beside the bundle, cms-setup.js (gatsby/cms-setup.ts): the editor's own formats, which write every file of data/
 * with its keys in the configuration's order, and checks that refuse a duplicate identifier, a malformed date or a
 * link to a record that does not exist.
 *
 * The page is no page of the site: it has no route in Gatsby, stays out of the sitemap, the search index (it has no
 * `data-pagefind-body`) and the per-page CSP walk of gatsby/post-build.ts, is disallowed in robots.txt and gets its
 * own headers (`adminHeaderBlocks` in gatsby/security-headers.ts, appended to public/_headers here).
 */
import { DEFAULT_LOCALE } from "../src/lib/locale";
import fs from "node:fs";
import path from "node:path";
import type { CreateDevServerArgs } from "gatsby";
import { cmsBackendSettings, cmsConfig, configYaml } from "./cms-config";
import { SETUP_SCRIPT, cmsSetupScript } from "./cms-setup";
import { adminHeaderBlocks } from "./security-headers";

/** The editor's folder under public/, and its route. */
export const ADMIN_DIR = "admin";
export const ADMIN_ROUTE = `/${ADMIN_DIR}`;

/** Where the prebuilt bundle is installed. */
export const decapDistDir = (repoRoot = ".") => path.resolve(repoRoot, "node_modules/decap-cms/dist");

/**
 * The files of Decap's dist/ the editor loads: `decap-cms.js`, the numbered chunks it fetches on demand, the
 * WebAssembly of its image compression and the bundle's licence notice. Left out: the source maps (50 MB, one of
 * them near Cloudflare Pages' 25 MiB file limit), `cms.js` and its chunks (the same bundle under its old name) and
 * the empty legacy `cms.css`.
 */
export function isEditorFile(file: string): boolean {
  return /^(\d+\.)?decap-cms\.js$/.test(file) || /\.wasm$/.test(file) || file === "decap-cms.js.LICENSE.txt";
}

/** The configuration's address: config.yml as the build writes it, and the one `gatsby develop` generates. */
export const CONFIG_PATH = `${ADMIN_ROUTE}/config.yml`;
export const DEVELOP_CONFIG_PATH = `${ADMIN_ROUTE}/config.develop.yml`;
/** The editor's script (gatsby/cms-setup.ts) as the build writes it, and the one `gatsby develop` generates. */
export const SETUP_PATH = `${ADMIN_ROUTE}/${SETUP_SCRIPT}`;
export const DEVELOP_SETUP_PATH = `${ADMIN_ROUTE}/cms-setup.develop.js`;

/**
 * The editor's page: a title, `noindex, nofollow`, the configuration's address, the bundle and then the editor's
 * own script, which registers its formats and checks with the `CMS` the bundle defines (before Decap reads the
 * configuration, which names those formats). The addresses are absolute, so the page works at /admin and /admin/
 * alike (hosts differ on trailing slashes); the bundle finds its chunks next to itself.
 */
export function adminIndexHtml(
  title: string,
  configPath: string = CONFIG_PATH,
  setupPath: string = SETUP_PATH,
): string {
  const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return [
    "<!doctype html>",
    `<html lang="${DEFAULT_LOCALE}">`,
    "  <head>",
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="robots" content="noindex, nofollow" />',
    `    <title>${escaped}</title>`,
    `    <link href="${configPath}" type="text/yaml" rel="cms-config-url" />`,
    "  </head>",
    "  <body>",
    `    <script src="${ADMIN_ROUTE}/decap-cms.js"></script>`,
    `    <script src="${setupPath}"></script>`,
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}

/** The page title: "Content editor · <the firm's name>". */
function editorTitle(dataDir: string): string {
  const firm = path.join(dataDir, "site/en/firm.json");
  const name = fs.existsSync(firm) ? (JSON.parse(fs.readFileSync(firm, "utf8")) as { name?: string }).name : undefined;
  return name ? `Content editor · ${name}` : "Content editor";
}

export interface AdminOptions {
  /** The site's address (siteMetadata.siteUrl). */
  siteUrl: string;
  /** The repository root (node_modules/ and data/ inside); the working directory unless told otherwise. */
  repoRoot?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Writes the editor's files into `outDir`: index.html, config.yml, cms-setup.js (from the same configuration) and the
 * bundle. Returns the files written.
 */
export function writeAdminFolder(
  outDir: string,
  { siteUrl, repoRoot = ".", env = process.env }: AdminOptions,
): string[] {
  const dist = decapDistDir(repoRoot);
  if (!fs.existsSync(path.join(dist, "decap-cms.js"))) {
    throw new Error(`${dist}/decap-cms.js is missing: run npm install (decap-cms is a devDependency)`);
  }
  const dataDir = path.resolve(repoRoot, "data");
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const bundle = fs.readdirSync(dist).filter(isEditorFile);
  bundle.forEach((file) => fs.copyFileSync(path.join(dist, file), path.join(outDir, file)));
  fs.writeFileSync(path.join(outDir, "index.html"), adminIndexHtml(editorTitle(dataDir)));
  const config = cmsConfig({ siteUrl, dataDir, env });
  fs.writeFileSync(path.join(outDir, "config.yml"), configYaml(config));
  fs.writeFileSync(path.join(outDir, SETUP_SCRIPT), cmsSetupScript(config, repoRoot));
  return ["index.html", "config.yml", SETUP_SCRIPT, ...bundle];
}

/**
 * After the build (called from gatsby/post-build.ts once _headers is written): public/admin/ with the editor, and
 * the editor's own header rules appended to public/_headers. They come last on purpose: Cloudflare Pages detaches
 * (`! Header`) only what earlier rules set, and Netlify and `npm run serve` let the later rule win.
 */
export function writeAdmin({
  publicDir,
  siteUrl,
  env = process.env,
}: {
  publicDir: string;
  siteUrl: string;
  env?: NodeJS.ProcessEnv;
}): void {
  writeAdminFolder(path.join(publicDir, ADMIN_DIR), { siteUrl, env });
  const headers = path.join(publicDir, "_headers");
  const current = fs.existsSync(headers) ? fs.readFileSync(headers, "utf8") : "";
  const separator = current === "" || current.endsWith("\n\n") ? "" : current.endsWith("\n") ? "\n" : "\n\n";
  fs.writeFileSync(headers, `${current}${separator}${adminHeaderBlocks(cmsBackendSettings(env).baseUrl)}`);
}

/** The request and response of Gatsby's development server (Express) that the editor's routes use. */
export interface DevRequest {
  path: string;
  params: Record<string, string>;
}
export interface DevResponse {
  type(contentType: string): DevResponse;
  send(body: string): void;
  sendFile(file: string): void;
  redirect(status: number, location: string): void;
  status(code: number): DevResponse;
}
type DevServerArgs = Pick<CreateDevServerArgs, "app" | "store">;

/**
 * `onCreateDevServer`: /admin/ under `gatsby develop`, for `npm run cms`. The page and the bundle as the build writes
 * them, and the configuration and cms-setup.js generated on each request from the schema and data/ of the moment.
 * Their addresses are ones the build never writes (`DEVELOP_CONFIG_PATH`, `DEVELOP_SETUP_PATH`): Gatsby's
 * development server answers from public/ before these routes, and the files an earlier build left in
 * public/admin/ would otherwise win.
 */
export function serveAdminInDevelop({ app, store }: DevServerArgs, repoRoot = "."): void {
  type State = { config?: { siteMetadata?: { siteUrl?: string } } };
  const siteUrl = () => (store.getState() as State).config?.siteMetadata?.siteUrl ?? "http://localhost:8000";
  const dist = decapDistDir(repoRoot);
  const dataDir = path.resolve(repoRoot, "data");
  // Express matches /admin and /admin/ alike: the page at /admin/, a redirect there from /admin.
  app.get(ADMIN_ROUTE, (req: DevRequest, res: DevResponse) => {
    if (!req.path.endsWith("/")) res.redirect(302, `${ADMIN_ROUTE}/`);
    else res.type("html").send(adminIndexHtml(editorTitle(dataDir), DEVELOP_CONFIG_PATH, DEVELOP_SETUP_PATH));
  });
  app.get(DEVELOP_CONFIG_PATH, (_req: DevRequest, res: DevResponse) => {
    res.type("text/yaml").send(configYaml(cmsConfig({ siteUrl: siteUrl(), dataDir })));
  });
  app.get(DEVELOP_SETUP_PATH, (_req: DevRequest, res: DevResponse) => {
    res.type("js").send(cmsSetupScript(cmsConfig({ siteUrl: siteUrl(), dataDir }), repoRoot));
  });
  app.get(`${ADMIN_ROUTE}/:file`, (req: DevRequest, res: DevResponse) => {
    const file = req.params.file;
    if (isEditorFile(file)) res.sendFile(path.join(dist, file));
    else res.status(404).send("Not found");
  });
}
