/**
 * One share image per article (1200×630, the Open Graph size), composed after the build from the brand colours
 * and the article's title, and written to public/og/insights/<slug>.jpg, which the article's og:image names
 * (src/lib/insights.ts, articleShareImagePath). SVG rendered by sharp (librsvg), so nothing is fetched.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { brandColors } from "../src/lib/brand";
import { articleShareImagePath } from "../src/lib/insights";
import { DEFAULT_LOCALE, localizedPath, longDate, type Locale } from "../src/lib/locale";
import { textOf } from "./dictionaries";
import type { PostBuildArgs } from "./pdfs";

export interface BrandColours {
  navy: string;
  navyDark: string;
  gold: string;
  cream: string;
  sky: string;
}

/** The colours of the share image, from the one brand source (data/brand.json through src/lib/brand.ts). */
export function brandColours(): BrandColours {
  return {
    navy: brandColors.navy,
    navyDark: brandColors["navy-900"],
    gold: brandColors.gold,
    cream: brandColors.cream,
    sky: brandColors.sky,
  };
}

/** Breaks a title into lines of at most `maxChars` characters (a longer word gets a line of its own). */
export function wrapTitle(title: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The largest type size at which the title fits in four lines across the card. */
function titleLayout(title: string): { size: number; lines: string[] } {
  for (const [size, maxChars] of [
    [64, 26],
    [56, 30],
    [48, 35],
    [42, 40],
  ] as const) {
    const lines = wrapTitle(title, maxChars);
    if (lines.length <= (size >= 56 ? 3 : 4)) return { size, lines };
  }
  const lines = wrapTitle(title, 40);
  return { size: 42, lines: [...lines.slice(0, 3), `${lines[3]}…`] };
}

export interface ShareCard {
  title: string;
  /** Small capitals above the title, e.g. "INSIGHTS · PAYROLL" */
  eyebrow: string;
  /** Under the rule at the foot, e.g. the firm's name */
  footer: string;
  /** e.g. the author's name and the date */
  byline: string;
}

/** The SVG of a share card: navy field, gold rule, the title large in a serif. */
export function shareImageSvg(card: ShareCard, colours: BrandColours): string {
  const W = 1200;
  const H = 630;
  const { size, lines } = titleLayout(card.title);
  const lineHeight = Math.round(size * 1.22);
  const blockHeight = lineHeight * (lines.length - 1);
  const firstBaseline = Math.round(318 - blockHeight / 2 + size * 0.35);
  const title = lines
    .map((line, index) => `<tspan x="80" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="field" x1="0" y1="0" x2="1" y2="0.5"><stop offset="0" stop-color="${colours.navyDark}"/><stop offset="1" stop-color="${colours.navy}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#field)"/>`,
    `<circle cx="${W + 40}" cy="-60" r="360" fill="none" stroke="${colours.gold}" stroke-opacity="0.22" stroke-width="2"/>`,
    `<circle cx="${W + 40}" cy="-60" r="300" fill="none" stroke="${colours.sky}" stroke-opacity="0.08" stroke-width="2"/>`,
    `<rect x="0" y="0" width="14" height="${H}" fill="${colours.gold}"/>`,
    `<text x="80" y="112" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="22" letter-spacing="4" fill="${colours.gold}">${escapeXml(card.eyebrow.toUpperCase())}</text>`,
    `<text font-family="Merriweather, DejaVu Serif, Georgia, serif" font-weight="bold" font-size="${size}" fill="#ffffff">${title}</text>`,
    `<rect x="80" y="506" width="96" height="5" rx="2.5" fill="${colours.gold}"/>`,
    `<text x="80" y="560" font-family="Merriweather, DejaVu Serif, Georgia, serif" font-weight="bold" font-size="28" fill="${colours.cream}">${escapeXml(card.footer)}</text>`,
    `<text x="${W - 80}" y="560" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="${colours.sky}">${escapeXml(card.byline)}</text>`,
    `</svg>`,
  ].join("");
}

interface ShareImageArticle {
  slug: string;
  frontmatter: {
    title: string;
    published: string;
    publishedIso: string;
    author: { name: string };
    topics: { navLabel: string }[];
  };
}

interface ShareImageSources {
  siteIdentity: { name: string } | null;
  /** Each edition's articles, their topics named in its language (`editions`, gatsby/translatable.ts). */
  editions: { locale: Locale; articles: ShareImageArticle[] }[];
}

const ARTICLE_FIELDS = `
    slug
    frontmatter {
      title
      published(formatString: "MMMM D, YYYY")
      publishedIso: published(formatString: "YYYY-MM-DD")
      author {
        name
      }
      topics {
        navLabel
      }
    }
`;

/** Writes public/og/insights/<slug>.jpg for every article, and public/es/og/insights/<slug>.jpg for its translation. */
export async function writeArticleShareImages({ graphql, reporter }: PostBuildArgs): Promise<void> {
  const result = await graphql<ShareImageSources>(`
    query ArticleShareImages {
      siteIdentity {
        name
      }
      editions {
        locale
        articles {
          ${ARTICLE_FIELDS}
        }
      }
    }
  `);
  if (result.errors || !result.data?.siteIdentity) {
    reporter.panicOnBuild("Could not load the articles for their share images", result.errors);
    return;
  }
  const colours = brandColours();
  const firmName = result.data.siteIdentity.name;
  const jobs = result.data.editions.flatMap(({ locale, articles }) =>
    articles.map(async (article) => {
      const t = textOf(locale);
      const date =
        locale === DEFAULT_LOCALE ? article.frontmatter.published : longDate(article.frontmatter.publishedIso, locale);
      const svg = shareImageSvg(
        {
          title: article.frontmatter.title,
          eyebrow: t("insights.shareEyebrow", { topic: article.frontmatter.topics[0]?.navLabel ?? "" }),
          footer: firmName,
          byline: `${article.frontmatter.author.name} · ${date}`,
        },
        colours,
      );
      const output = path.join(path.resolve("public"), localizedPath(articleShareImagePath(article.slug), locale));
      fs.mkdirSync(path.dirname(output), { recursive: true });
      await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toFile(output);
    }),
  );
  await Promise.all(jobs);
}
