import fs from "node:fs";
import path from "node:path";
import { headersFile, type HtmlPage } from "./security-headers";
import { searchPageScriptSources } from "./search-index";

/**
 * Drops inline module scripts that repeat one earlier in the page. gatsby-plugin-image writes the same script
 * after every image (it reveals the images that finished loading); module scripts run only once the whole page
 * is parsed, and this one handles every image on the page, so the first copy does all the work and the other
 * copies (41 on the home page) only add bytes and main-thread time.
 */
export function withoutRepeatedModuleScripts(html: string): string {
  const seen = new Set<string>();
  return html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (script, body: string) => {
    if (seen.has(body)) return "";
    seen.add(body);
    return script;
  });
}

function htmlPages(publicDir: string): HtmlPage[] {
  const pages: HtmlPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (["page-data", "static", "_gatsby", "~partytown"].includes(entry.name) && dir === publicDir) continue;
        walk(full);
      } else if (entry.name === "index.html" || (dir === publicDir && entry.name === "404.html")) {
        const rel = path.relative(publicDir, full).split(path.sep).join("/");
        const route =
          rel === "index.html" ? "/" : rel === "404.html" ? "/404.html" : `/${rel.replace(/\/index\.html$/, "")}`;
        const original = fs.readFileSync(full, "utf8");
        const html = withoutRepeatedModuleScripts(original);
        if (html !== original) fs.writeFileSync(full, html);
        pages.push({ route, html });
      }
    }
  };
  walk(publicDir);
  return pages;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Everything written into public/ after Gatsby's own build: robots.txt, _headers and the share image; pages lose
 * their repeated inline module scripts first, so the CSP hashes describe the final HTML.
 */
export function writePostBuildFiles({
  publicDir,
  siteUrl,
  mapEmbedUrl,
}: {
  publicDir: string;
  siteUrl: string;
  mapEmbedUrl: string;
}) {
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );

  const shareImage = path.resolve("data/images/og/share-default.jpg");
  fs.mkdirSync(path.join(publicDir, "og"), { recursive: true });
  fs.copyFileSync(shareImage, path.join(publicDir, "og/share-default.jpg"));

  const headers = headersFile(
    htmlPages(publicDir),
    {
      connect: ["https://api.emailjs.com"],
      frame: originOf(mapEmbedUrl),
      script: originOf(process.env.GATSBY_REVIEWS_WIDGET_SRC),
    },
    searchPageScriptSources,
  );
  fs.writeFileSync(path.join(publicDir, "_headers"), headers);
}
