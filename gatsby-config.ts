import type { GatsbyConfig } from "gatsby";
import { DEFAULT_LOCALE } from "./src/lib/locale";
import remarkGfm from "remark-gfm";
import rehypeSlug from "rehype-slug";
import { contentTypeNames } from "./gatsby/content-types";
import { collectionOfFile } from "./gatsby/data-layout";
import firm from "./data/site/en/firm.json";
import { brandColors } from "./src/lib/brand";
import { insightsFeed } from "./gatsby/insights-feed";
import { sitemapEntry, sitemapExcludes } from "./gatsby/sitemap";

const siteUrl = (process.env.GATSBY_SITE_URL || "https://www.riverwalkcpa.example").replace(/\/+$/, "");

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // One file per record (gatsby/data-layout.ts). brand.json and the interface dictionary are read by code
      // (src/lib/brand.ts, src/lib/interface-text.ts), not queried, so they are not sourced; articles have their own
      // source below. The Spanish files (data/<collection>/es/) are read beside their English records
      // (docs/translating.md), not as nodes of their own.
      options: {
        name: "data",
        path: `${__dirname}/data`,
        ignore: ["**/README.md", "**/brand.json", "**/data/interface/**", "**/data/insights/**", "**/data/*/es/**"],
      },
    },
    {
      // Articles: one MDX file per article (docs/insights.md).
      resolve: "gatsby-source-filesystem",
      options: { name: "insights", path: `${__dirname}/data/insights`, ignore: ["**/README.md"] },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          // Tables, footnotes and autolinks in articles; an id on every heading for the table of contents.
          remarkPlugins: [remarkGfm],
          rehypePlugins: [rehypeSlug],
        },
      },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // Explicit type names per file so GraphQL types carry the names of the site's content types
        // (gatsby/content-types.ts).
        typeName: ({ node }: { node: { relativePath: string } }) => {
          const typeName = contentTypeNames[collectionOfFile(node.relativePath) ?? ""];
          if (!typeName) {
            throw new Error(
              `data/${node.relativePath} has no GraphQL type. Add its collection to gatsby/content-types.ts.`,
            );
          }
          return typeName;
        },
      },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // WebP with a JPEG/PNG fallback, no AVIF: gatsby-plugin-sharp 5 encodes AVIF at sharp's default effort (it
          // ignores avifOptions.speed), about 8 s per banner width on this machine — most of a cold build's time.
          formats: ["auto", "webp"],
          placeholder: "dominantColor",
          quality: 72,
          breakpoints: [360, 640, 960, 1280, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: sitemapExcludes,
        serialize: sitemapEntry,
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: insightsFeed,
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: firm.name,
        short_name: firm.shortName,
        description: `${firm.tagline}.`,
        lang: DEFAULT_LOCALE,
        start_url: "/",
        background_color: brandColors.cream,
        theme_color: brandColors.navy,
        // The Seo component writes theme-color itself.
        theme_color_in_head: false,
        display: "standalone",
        icon: "data/images/brand/logo-mark-512.png",
        cache_busting_mode: "none",
      },
    },
  ],
};

export default config;
