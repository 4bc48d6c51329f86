/**
 * Builds the `_headers` file (Netlify / Cloudflare Pages format) after the build: a Content-Security-Policy per
 * page whose script-src allows only our own files plus the SHA-256 hashes of the inline scripts Gatsby wrote into
 * that page (no 'unsafe-inline', no 'unsafe-eval'), the other hardening headers, and caching rules (hashed assets
 * immutable for a year; HTML and page-data revalidated on every visit).
 */
import { LOCALES, localizedPath } from "../src/lib/locale";
import crypto from "node:crypto";

export interface CspOrigins {
  /** Where forms post (EmailJS API). */
  connect: string[];
  /** Where plain HTML forms may be sent besides the site itself (the email provider's subscribe endpoint). */
  form?: string[];
  /** Embedded frames (the map provider). */
  frame: string[];
  /** Third-party scripts allowed (e.g. a reviews widget when configured). */
  script: string[];
}

/** The bodies of the executable inline <script> elements of an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(html))) {
    const attributes = match[1];
    const body = match[2];
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks such as JSON-LD are never executed, so CSP does not apply to them.
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    if (body.length) scripts.push(body);
  }
  return scripts;
}

export function scriptHash(body: string): string {
  return `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/**
 * The policy of one page. `pageScriptSources` are extra script-src sources for this page only, e.g.
 * 'wasm-unsafe-eval' for /search, whose Pagefind code compiles WebAssembly (never 'unsafe-eval').
 */
export function contentSecurityPolicy(hashes: string[], origins: CspOrigins, pageScriptSources: string[] = []): string {
  const unique = [...new Set(hashes)];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...pageScriptSources, ...unique, ...origins.script].join(" ")}`.trim(),
    // gatsby-plugin-image and Gatsby's inlined CSS use style attributes and <style> blocks.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${origins.connect.join(" ")}`.trim(),
    `frame-src ${origins.frame.join(" ") || "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self' ${(origins.form ?? []).join(" ")}`.trim(),
    "object-src 'none'",
  ].join("; ");
}

export const commonHeaders: [string, string][] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["X-Frame-Options", "DENY"],
];

export interface HtmlPage {
  /** Route, e.g. /about or / */
  route: string;
  html: string;
}

/** Extra script-src sources a route needs beyond 'self' and its hashes; none for almost every page. */
export type PageScriptSources = (route: string) => string[];

/** The whole `_headers` file for the given pages. */
export function headersFile(
  pages: HtmlPage[],
  origins: CspOrigins,
  pageScriptSources: PageScriptSources = () => [],
): string {
  const blocks: string[] = [];
  const block = (path: string, headers: [string, string][]) =>
    blocks.push([path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"));

  block("/*", commonHeaders);
  const noCache: [string, string] = ["Cache-Control", "public, max-age=0, must-revalidate"];
  const immutable: [string, string] = ["Cache-Control", "public, max-age=31536000, immutable"];
  block("/*.js", [immutable]);
  block("/*.css", [immutable]);
  block("/static/*", [immutable]);
  block("/page-data/*", [noCache]);
  block("/*.pdf", [noCache]);
  block("/sw.js", [noCache]);
  // Subscription feeds (gatsby/calendar-feeds.ts), English and Spanish: served as calendars, refetched by calendar
  // apps about daily. (The PDFs of both editions match /*.pdf.)
  for (const feeds of LOCALES.map((locale) => localizedPath("/calendar/*", locale))) {
    block(feeds, [
      ["Content-Type", "text/calendar; charset=utf-8"],
      ["Cache-Control", "public, max-age=3600, must-revalidate"],
      ["Access-Control-Allow-Origin", "*"],
    ]);
  }

  for (const page of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const csp = contentSecurityPolicy(inlineScripts(page.html).map(scriptHash), origins, pageScriptSources(page.route));
    const headers: [string, string][] = [["Content-Security-Policy", csp], noCache];
    block(page.route, headers);
    if (page.route !== "/" && page.route !== "/404.html") block(`${page.route}/`, headers);
  }
  return `${blocks.join("\n\n")}\n`;
}

/**
 * decap-server, the local editing proxy: on 8081 for `npm run cms` (scripts/cms.mjs), where `local_backend: true`
 * talks to it, and on 8082 for the editor's browser tests (tests/editor), which run beside a developer's editor.
 * Only this machine's addresses: a visitor's browser has no decap-server to reach.
 */
const LOCAL_EDITOR_ORIGINS = ["http://127.0.0.1:8081", "http://localhost:8081", "http://127.0.0.1:8082"];

/**
 * The policy of the content editor at /admin/ (Decap CMS) alone. Decap validates its configuration with ajv, which
 * compiles with `new Function` ('unsafe-eval', https://github.com/decaporg/decap-cms/issues/2138; it also covers the WebAssembly of its image
 * compression), and styles itself with inline <style> (emotion). It talks to the GitHub API and, for a token
 * refresh, to the OAuth client (`oauthBaseUrl`); on a developer's machine to decap-server. Images it shows come from
 * the site, from blob: URLs of files read through the API, and GitHub avatars.
 */
export function adminContentSecurityPolicy(oauthBaseUrl: string): string {
  const oauth = (() => {
    try {
      return [new URL(oauthBaseUrl).origin];
    } catch {
      return [];
    }
  })();
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: https://api.github.com ${[...oauth, ...LOCAL_EDITOR_ORIGINS].join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The `_headers` rules of /admin and everything under it, to be placed after every other rule. Cloudflare Pages
 * joins the values of every rule that matches, so the editor first detaches (`! Name`) the headers broader rules
 * set — a site-wide Content-Security-Policy should one ever exist, `/*.js`'s year-long immutable Cache-Control (the
 * bundle's file names carry no hash) and the site's Cross-Origin-Opener-Policy (`same-origin` would cut the GitHub
 * sign-in pop-up off from the editor) — then sets its own. Netlify ignores the detach lines (no colon) and lets the
 * later rule's value win, as does `npm run serve`.
 */
export function adminHeaderBlocks(oauthBaseUrl: string): string {
  const lines = [
    "  ! Content-Security-Policy",
    "  ! Cache-Control",
    "  ! Cross-Origin-Opener-Policy",
    `  Content-Security-Policy: ${adminContentSecurityPolicy(oauthBaseUrl)}`,
    "  Cache-Control: public, max-age=0, must-revalidate",
    "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
    "  X-Robots-Tag: noindex, nofollow",
  ];
  const blocks = ["/admin", "/admin/*"].map((route) => [route, ...lines].join("\n"));
  // Decap warns when its configuration is not served as YAML; static hosts send .yml as a download.
  blocks.push("/admin/config.yml\n  Content-Type: text/yaml; charset=utf-8");
  return `${blocks.join("\n\n")}\n`;
}
