#!/usr/bin/env node
/**
 * Serves the built site (public/) the way a static host does: `/about` and
 * `/about/` answer with about/index.html, percent-encoded paths such as
 * `/M%26A-strategy` are decoded, unknown paths get 404.html with status 404 (or the page a 404 rule of
 * public/_redirects names for them: /es/404.html under /es), and the rules of public/_headers (Netlify / Cloudflare Pages format) are
 * applied when the file exists. Text responses are compressed (Brotli, else gzip) as Netlify and Cloudflare
 * Pages compress them, so transfer sizes and Lighthouse timings match production. Used by `npm run serve`,
 * `npm run perf` and the browser tests. STATIC_COMPRESSION=fast (the browser tests) compresses at Brotli quality 5
 * and gzip level 6 instead of the maximum: the same encodings, and 0.3 s instead of 19 s of CPU for the whole site.
 */
import http from "node:http";
import zlib from "node:zlib";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".ics": "text/calendar; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json",
};

/** Parses a _headers file into [{ pattern: RegExp, headers: [name, value][] }]. */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      const source = raw.trim();
      const pattern = new RegExp(
        `^${source
          .split("*")
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[a-z]+/gi, "[^/]+"))
          .join(".*")}$`,
      );
      current = { source, pattern, headers: [] };
      rules.push(current);
    } else if (current) {
      const line = raw.trim();
      const colon = line.indexOf(":");
      if (colon > 0) current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** The 404 rules of a _redirects file (`/es/*  /es/404.html  404`), in order: [{ pattern: RegExp, to }]. */
export function parseNotFoundRules(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 3 && parts[2] === "404" && parts[0].startsWith("/"))
    .map(([from, to]) => ({
      pattern: new RegExp(
        `^${from
          .split("*")
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join(".*")}$`,
      ),
      to,
    }));
}

const compressible = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".ics",
  ".txt",
  ".xml",
  ".map",
]);
const compressedCache = new Map();
const fastCompression = process.env.STATIC_COMPRESSION === "fast";

/** Compressed bytes of a file for the request's Accept-Encoding, cached per file version; null when sent as is. */
function compressedBody(file, acceptEncoding) {
  if (!compressible.has(path.extname(file).toLowerCase())) return null;
  const accepts = (name) => new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0*)?(,|$))`).test(acceptEncoding);
  const encoding = accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
  if (!encoding) return null;
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${encoding}:${file}:${mtimeMs}:${size}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = fs.readFileSync(file);
    body =
      encoding === "br"
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: fastCompression ? 5 : 11 } })
        : zlib.gzipSync(raw, { level: fastCompression ? 6 : 9 });
    compressedCache.set(key, body);
  }
  return { encoding, body };
}

function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.normalize(path.join(root, decoded));
  if (!full.startsWith(root)) return null;
  const candidates = [full, path.join(full, "index.html"), `${full}.html`];
  for (const candidate of candidates) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next candidate */
    }
  }
  return null;
}

export function createStaticServer(rootDir) {
  const root = path.resolve(rootDir);
  const headersPath = path.join(root, "_headers");
  const rules = fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, "utf8")) : [];
  const redirectsPath = path.join(root, "_redirects");
  const notFoundRules = fs.existsSync(redirectsPath) ? parseNotFoundRules(fs.readFileSync(redirectsPath, "utf8")) : [];
  /** The 404 page for an unknown path: the first matching rule's whose file exists, else /404.html. */
  const notFoundPage = (pathname) => {
    const rule = notFoundRules.find(({ pattern, to }) => pattern.test(pathname) && fs.existsSync(path.join(root, to)));
    return rule ? rule.to : "/404.html";
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname = url.pathname;
    // Site routes have no trailing slash; send /about/ to /about like the built links.
    if (pathname.length > 1 && pathname.endsWith("/")) {
      res.writeHead(301, { Location: pathname.replace(/\/+$/, "") + url.search });
      res.end();
      return;
    }
    let file = resolveFile(root, pathname);
    let status = 200;
    let notFound = "/404.html";
    if (!file || path.basename(file) === "_headers" || path.basename(file) === "_redirects") {
      notFound = notFoundPage(pathname);
      file = path.join(root, notFound);
      status = 404;
      if (!fs.existsSync(file)) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("Not found");
        return;
      }
    }
    const headers = { "Content-Type": types[path.extname(file).toLowerCase()] ?? "application/octet-stream" };
    const matchPath = status === 404 ? notFound : pathname;
    for (const rule of rules) {
      if (rule.pattern.test(matchPath) || rule.pattern.test(safeDecode(matchPath))) {
        for (const [name, value] of rule.headers) headers[name] = value;
      }
    }
    const compressed = compressedBody(file, String(req.headers["accept-encoding"] ?? ""));
    if (compressed) {
      headers["Content-Encoding"] = compressed.encoding;
      headers["Content-Length"] = String(compressed.body.length);
    }
    if (compressible.has(path.extname(file).toLowerCase())) headers.Vary = "Accept-Encoding";
    res.writeHead(status, headers);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    if (compressed) res.end(compressed.body);
    else fs.createReadStream(file).pipe(res);
  });
}

function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 9000);
  const host = process.env.HOST ?? "127.0.0.1";
  const root = process.argv[2] ?? "public";
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`No built site in ${root}/. Run \`npm run build\` first.`);
    process.exit(1);
  }
  createStaticServer(root).listen(port, host, () => {
    console.log(`Serving ${root}/ at http://${host}:${port}`);
  });
}
