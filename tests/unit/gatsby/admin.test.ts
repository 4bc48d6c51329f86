/**
 * @jest-environment node
 *
 * The content editor at /admin/ (gatsby/admin.ts): its page, the bundle copied from node_modules/decap-cms, its own
 * headers appended to _headers after every page's (gatsby/security-headers.ts), robots.txt, and the routes
 * `gatsby develop` serves it on. The headers are checked as Cloudflare Pages and Netlify apply them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import {
  ADMIN_ROUTE,
  CONFIG_PATH,
  DEVELOP_CONFIG_PATH,
  DEVELOP_SETUP_PATH,
  SETUP_PATH,
  adminIndexHtml,
  decapDistDir,
  isEditorFile,
  serveAdminInDevelop,
  writeAdminFolder,
  type DevRequest,
  type DevResponse,
} from "../../../gatsby/admin";
import { cmsConfig } from "../../../gatsby/cms-config";
import { SETUP_SCRIPT, cmsSetupScript } from "../../../gatsby/cms-setup";
import { writePostBuildFiles } from "../../../gatsby/post-build";
import { adminContentSecurityPolicy, adminHeaderBlocks, headersFile } from "../../../gatsby/security-headers";
import { searchPageScriptSources } from "../../../gatsby/search-index";
import { repoRoot } from "../../helpers/data";

const siteUrl = "https://www.example.com";
const oauth = "https://auth.example.org/oauth";

const directives = (csp: string) =>
  new Map(csp.split(/;\s*/).map((part) => [part.split(" ")[0], part.split(" ").slice(1)] as const));

describe("the editor's page", () => {
  const html = adminIndexHtml("Content editor · Firm & Co");

  it("has a title, asks not to be indexed and loads the bundle, then the editor's script, from the same folder", () => {
    expect(html).toContain("<title>Content editor · Firm &amp; Co</title>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      `<script src="${ADMIN_ROUTE}/decap-cms.js">`,
      `<script src="${ADMIN_ROUTE}/${SETUP_SCRIPT}">`,
    ]);
    expect(SETUP_PATH).toBe(`${ADMIN_ROUTE}/${SETUP_SCRIPT}`);
    expect(html).toContain(`<link href="${CONFIG_PATH}" type="text/yaml" rel="cms-config-url" />`);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/data-pagefind-body/);
  });

  it("publishes the bundle, its chunks and WebAssembly, not the source maps or the old cms.js copy", () => {
    for (const file of ["decap-cms.js", "103.decap-cms.js", "f728dc876b39e5273411.wasm", "decap-cms.js.LICENSE.txt"]) {
      expect([file, isEditorFile(file)]).toEqual([file, true]);
    }
    for (const file of ["decap-cms.js.map", "103.decap-cms.js.map", "cms.js", "103.cms.js", "cms.css", "../x.js"]) {
      expect([file, isEditorFile(file)]).toEqual([file, false]);
    }
  });

  it("writes index.html, config.yml, cms-setup.js and every file the bundle loads into its folder", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
    try {
      const written = writeAdminFolder(path.join(out, "admin"), { siteUrl, repoRoot, env: {} });
      const dist = fs.readdirSync(decapDistDir(repoRoot)).filter(isEditorFile);
      expect(dist.filter((file) => /^\d+\.decap-cms\.js$/.test(file)).length).toBeGreaterThan(0);
      expect(written.sort()).toEqual(["config.yml", "index.html", SETUP_SCRIPT, ...dist].sort());
      expect(fs.readdirSync(path.join(out, "admin")).sort()).toEqual(written.sort());
      const generated = cmsConfig({ siteUrl, dataDir: path.join(repoRoot, "data"), env: {} });
      const config = YAML.parse(fs.readFileSync(path.join(out, "admin/config.yml"), "utf8"));
      expect(config).toEqual(JSON.parse(JSON.stringify(generated)));
      // The script holds the orders of that same configuration (tests/unit/gatsby/cms-format.test.ts runs it).
      expect(fs.readFileSync(path.join(out, "admin", SETUP_SCRIPT), "utf8")).toBe(cmsSetupScript(generated, repoRoot));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("the editor's Content-Security-Policy", () => {
  const csp = directives(adminContentSecurityPolicy(oauth));

  it("allows what Decap needs: eval for its configuration check, inline styles, blob: and data: images", () => {
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "blob:"]));
  });

  it("connects only to the site, the GitHub API, the OAuth client's origin and the local decap-server", () => {
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      "https://auth.example.org",
      "http://127.0.0.1:8081",
      "http://localhost:8081",
      "http://127.0.0.1:8082",
    ]);
    expect(directives(adminContentSecurityPolicy("not a url")).get("connect-src")).not.toContain("not");
  });

  it("keeps the rest locked: no framing by others, no plugins, no foreign base or form targets", () => {
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });
});

/** A header rule of a _headers file: its path pattern and its lines (`! Name` detaches, `Name: value` sets). */
function parseRules(text: string) {
  return text
    .trim()
    .split(/\n\n+/)
    .map((block) => {
      const [route, ...lines] = block.split("\n");
      const pattern = new RegExp(
        `^${route
          .split("*")
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join(".*")}$`,
      );
      return { route, pattern, lines: lines.map((line) => line.trim()) };
    });
}

/**
 * The headers a host sends for `url`. Cloudflare Pages applies every matching rule in order, joining repeated
 * headers with ", " and dropping what `! Name` detaches; Netlify ignores lines without a colon and lets the later
 * rule's value of a header win.
 */
function served(text: string, url: string, host: "cloudflare" | "netlify"): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of parseRules(text).filter((r) => r.pattern.test(url))) {
    for (const line of rule.lines) {
      if (line.startsWith("!")) {
        if (host === "cloudflare") headers.delete(line.slice(1).trim().toLowerCase());
        continue;
      }
      const colon = line.indexOf(":");
      const [name, value] = [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      const before = headers.get(name);
      headers.set(name, host === "cloudflare" && before !== undefined ? `${before}, ${value}` : value);
    }
  }
  return headers;
}

describe("the editor's headers in _headers", () => {
  const pages = ["/", "/about", "/search", "/es/search", "/404.html"].map((route) => ({
    route,
    html: `<html><body><script>window.page=${JSON.stringify(route)}</script></body></html>`,
  }));
  const origins = { connect: ["https://api.emailjs.com"], frame: ["https://maps.example.com"], script: [] };
  const site = headersFile(pages, origins, searchPageScriptSources);
  const file = `${site}\n${adminHeaderBlocks(oauth)}`;
  const adminCsp = adminContentSecurityPolicy(oauth);

  it.each(["cloudflare", "netlify"] as const)(
    "gives /admin and everything under it one policy of its own (%s)",
    (host) => {
      for (const url of ["/admin", "/admin/", "/admin/decap-cms.js", "/admin/103.decap-cms.js", "/admin/config.yml"]) {
        const headers = served(file, url, host);
        expect([url, headers.get("content-security-policy")]).toEqual([url, adminCsp]);
        expect([url, headers.get("cache-control")]).toEqual([url, "public, max-age=0, must-revalidate"]);
        expect([url, headers.get("cross-origin-opener-policy")]).toEqual([url, "same-origin-allow-popups"]);
        expect([url, headers.get("x-robots-tag")]).toEqual([url, "noindex, nofollow"]);
        expect([url, headers.get("x-content-type-options")]).toEqual([url, "nosniff"]);
      }
      expect(served(file, "/admin/config.yml", host).get("content-type")).toBe("text/yaml; charset=utf-8");
    },
  );

  it.each(["cloudflare", "netlify"] as const)(
    "leaves every other route's headers byte for byte as they were (%s)",
    (host) => {
      const urls = [
        ...pages.flatMap(({ route }) => [route, `${route}/`]),
        "/app-1234.js",
        "/calendar/federal.ics",
        "/x.pdf",
      ];
      for (const url of urls) expect([url, served(file, url, host)]).toEqual([url, served(site, url, host)]);
      expect(file.startsWith(site)).toBe(true);
    },
  );
});

describe("after the build (writePostBuildFiles)", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  const page = (route: string) => {
    const dir = path.join(publicDir, route);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, "index.html"),
      `<html><body><script>window.r=${JSON.stringify(route)}</script></body></html>`,
    );
  };
  const reviews = process.env.GATSBY_REVIEWS_WIDGET_SRC;

  beforeAll(() => {
    delete process.env.GATSBY_REVIEWS_WIDGET_SRC;
    page("/");
    page("/about");
    // An editor page left by an earlier build: it must not get a page policy of its own.
    fs.mkdirSync(path.join(publicDir, "admin"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "admin/index.html"), adminIndexHtml("old"));
    fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: {} }));
    writePostBuildFiles({ publicDir, siteUrl, mapEmbedUrl: "https://maps.example.com/embed" });
  });
  afterAll(() => {
    if (reviews !== undefined) process.env.GATSBY_REVIEWS_WIDGET_SRC = reviews;
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it("writes the editor into public/admin/", () => {
    expect(fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8")).toContain("<title>Content editor");
    expect(fs.existsSync(path.join(publicDir, "admin/decap-cms.js"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "admin/config.yml"))).toBe(true);
  });

  it("disallows /admin/ in robots.txt", () => {
    expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toMatch(/^Disallow: \/admin\/$/m);
  });

  it("appends the editor's rules after the pages' and gives the editor no page policy", () => {
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
    const pages = ["/", "/about"].map((route) => ({
      route,
      html: fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"),
    }));
    const site = headersFile(
      pages,
      { connect: ["https://api.emailjs.com"], frame: ["https://maps.example.com"], script: [] },
      searchPageScriptSources,
    );
    expect(headers.startsWith(site)).toBe(true);
    const admin = headers.slice(site.length);
    expect(
      admin
        .trim()
        .split("\n\n")
        .map((block) => block.split("\n")[0]),
    ).toEqual(["/admin", "/admin/*", "/admin/config.yml"]);
    expect(site).not.toMatch(/^\/admin/m);
  });
});

describe("under gatsby develop (serveAdminInDevelop)", () => {
  type Handler = (req: DevRequest, res: DevResponse) => void;
  const routes = new Map<string, Handler>();
  const app = { get: (route: string, handler: Handler) => routes.set(route, handler) };
  const store = { getState: () => ({ config: { siteMetadata: { siteUrl } } }) };
  serveAdminInDevelop({ app, store } as unknown as Parameters<typeof serveAdminInDevelop>[0], repoRoot);

  /** What a route answers: its content type, body, file, redirect or status. */
  function request(route: string, params: Record<string, string> = {}, url = route) {
    const answer: { type?: string; body?: string; file?: string; redirect?: string; status?: number } = {};
    const res: DevResponse = {
      type: (type) => ((answer.type = type), res),
      send: (body) => void (answer.body = body),
      sendFile: (file) => void (answer.file = file),
      redirect: (status, location) => void ((answer.status = status), (answer.redirect = location)),
      status: (code) => ((answer.status = code), res),
    };
    const handler = routes.get(route);
    if (!handler) throw new Error(`no route ${route}`);
    handler({ path: url, params }, res);
    return answer;
  }

  it("serves the page, pointing at a configuration made from the schema and data/ on each request", () => {
    expect(request(ADMIN_ROUTE).redirect).toBe(`${ADMIN_ROUTE}/`);
    const page = request(ADMIN_ROUTE, {}, `${ADMIN_ROUTE}/`);
    expect(page.type).toBe("html");
    expect(page.body).toContain(`href="${DEVELOP_CONFIG_PATH}"`);
    const config = request(DEVELOP_CONFIG_PATH);
    expect(config.type).toBe("text/yaml");
    expect(YAML.parse(config.body ?? "")).toMatchObject({ site_url: siteUrl, local_backend: true });
  });

  it("serves the editor's script made from the same configuration, at an address the build never writes", () => {
    const page = request(ADMIN_ROUTE, {}, `${ADMIN_ROUTE}/`);
    expect(page.body).toContain(`<script src="${DEVELOP_SETUP_PATH}"></script>`);
    expect(page.body).not.toContain(`src="${SETUP_PATH}"`);
    const script = request(DEVELOP_SETUP_PATH);
    expect(script.type).toBe("js");
    expect(script.body).toBe(
      cmsSetupScript(cmsConfig({ siteUrl, dataDir: path.join(repoRoot, "data"), env: process.env }), repoRoot),
    );
  });

  it("serves the bundle's files from node_modules and nothing else", () => {
    expect(request(`${ADMIN_ROUTE}/:file`, { file: "decap-cms.js" }).file).toBe(
      path.join(decapDistDir(repoRoot), "decap-cms.js"),
    );
    for (const file of ["decap-cms.js.map", "package.json", "..%2Fpackage.json"]) {
      expect(request(`${ADMIN_ROUTE}/:file`, { file }).status).toBe(404);
    }
  });
});
