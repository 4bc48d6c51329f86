/**
 * Builds the `_headers` file (Netlify / Cloudflare Pages format) after the build: a Content-Security-Policy per
 * page whose script-src allows only our own files plus the SHA-256 hashes of the inline scripts Gatsby wrote into
 * that page (no 'unsafe-inline', no 'unsafe-eval'), the other hardening headers, and caching rules (hashed assets
 * immutable for a year; HTML and page-data revalidated on every visit).
 */
import crypto from "node:crypto";

export interface CspOrigins {
  /** Where forms post (EmailJS API). */
  connect: string[];
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
    "form-action 'self'",
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
  for (const feeds of ["/calendar/*", "/es/calendar/*"]) {
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
