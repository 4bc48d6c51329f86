import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { BundleAnalyzerPlugin } from "webpack-bundle-analyzer";
import { missingEmailVariables } from "../src/lib/email-config";
import { pageSpecs, type CategoryRef, type RecordRef, type ServiceRef } from "./page-routes";
import { SERVICE_LAYOUTS } from "../src/lib/service-layouts";
import { validateContent } from "./validate-content";
import { createPageInEveryEdition } from "./locale-pages";
import { writePostBuildFiles } from "./post-build";
import { writePdfs, type PostBuildArgs } from "./pdfs";
import { writeBrandTokens } from "./brand-tokens";
import { writeCalendarFeeds } from "./calendar-feeds";
import { taxDeadlineSelection } from "./tax-deadline-query";
import type { TaxDeadlineRule, TaxPostponement } from "../src/lib/tax-deadlines";
import { writeSearchIndex } from "./search-index";
import { writeArticleShareImages } from "./article-share-images";
import { ReplacementGuard } from "./replacement-guard";
import { shortCssClassNames } from "./css-class-names";
import { modernOutput } from "./modern-output";

type PreInitArgs = Parameters<NonNullable<GatsbyNode["onPreInit"]>>[0];
type WebpackArgs = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0];
type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** Warns, without failing the build, when the forms cannot send because EmailJS variables are missing. */
export function warnAboutEmailConfiguration({ reporter }: PreInitArgs): void {
  const missing = missingEmailVariables();
  if (missing.length > 0) {
    reporter.warn(
      `EmailJS is not fully configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
        "The contact, application and appointment forms affected will tell visitors that online sending is unavailable and " +
        "offer the firm's phone number and email instead. See README.md, Configuration.",
    );
  }
}

/** Regenerates src/styles/brand-tokens.css from data/brand.json before the stylesheets are compiled. */
export function writeBrandStylesheet(): void {
  writeBrandTokens(path.resolve("."));
}

/**
 * Browser bundles: per-page stylesheets, and lighter stand-ins for dependencies (see gatsby/browser-shims/). The
 * stand-ins go first in the alias list because webpack takes the first alias that matches. Both production stages
 * (browser bundle and server rendering) get the short CSS class names (gatsby/css-class-names.ts).
 */
export function configureBrowserBundles({ stage, getConfig, actions, plugins }: WebpackArgs): void {
  if (stage === "build-html") {
    const htmlConfig = getConfig();
    shortCssClassNames(htmlConfig, stage);
    actions.replaceWebpackConfig(htmlConfig);
    return;
  }
  if (stage !== "build-javascript") return;
  const config = getConfig();
  shortCssClassNames(config, stage);
  modernOutput(config);
  const shim = (file: string) => path.resolve("gatsby/browser-shims", file);
  // Every stand-in below must replace something, or the build fails naming it (gatsby/replacement-guard.ts).
  const standIns = new Map([
    [shim("gatsby-plugin-image.tsx"), "gatsby-plugin-image"],
    [shim("resize-observer.js"), "resize-observer-polyfill"],
    [shim("gatsby-script.js"), "gatsby-script"],
    [shim("partytown-browser.js"), "gatsby/dist/internal-plugins/partytown/gatsby-browser.js"],
    [shim("gatsby-slice.js"), ".cache/slice.js"],
    [shim("register-service-worker.js"), ".cache/register-service-worker.js"],
    [shim("lucide-create-icon.js"), "lucide-react/dist/esm/createLucideIcon.mjs"],
  ]);
  config.plugins.push(new ReplacementGuard(standIns));
  config.resolve.alias = {
    "gatsby-plugin-image$": shim("gatsby-plugin-image.tsx"),
    "resize-observer-polyfill$": shim("resize-observer.js"),
    "gatsby-script$": shim("gatsby-script.js"),
    ...config.resolve.alias,
  };
  // Each page inlines the CSS of its own components, not the whole site's: Gatsby's `styles` cache group merges
  // every CSS module into one stylesheet (103 KB, inlined into every page's HTML). CSS Modules have no global
  // order to keep, and mini-css-extract-plugin loads a page's stylesheet on client-side navigation.
  if (!config.optimization?.splitChunks?.cacheGroups?.styles) {
    throw new Error("configureBrowserBundles: Gatsby's `styles` cache group is gone; see docs/upgrading.md.");
  }
  delete config.optimization.splitChunks.cacheGroups.styles;
  // An article's text loads with its view, not as first-load JavaScript (gatsby/loaders/deferred-mdx-loader.js).
  config.module.rules.push({
    test: /[\\/]src[\\/]templates[\\/]article-page\.tsx$/,
    resourceQuery: /__contentFilePath=/,
    enforce: "post",
    use: [{ loader: path.resolve("gatsby/loaders/deferred-mdx-loader.js") }],
  });
  // Gatsby's internal Partytown plugin acts only under `gatsby develop`; in production its import of Partytown would
  // put about 1 KB gzip of dead code on every page. The site loads no off-main-thread scripts.
  config.plugins.push(
    plugins.normalModuleReplacement(
      /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
      shim("partytown-browser.js"),
    ),
  );
  // Two parts of Gatsby's runtime the site never uses, ~1.8 KB gzip on every page: <Slice> (the site creates no
  // slices) and the service-worker registration (no plugin asks for one). Their stand-ins fail loudly if ever reached.
  config.plugins.push(
    plugins.normalModuleReplacement(/[\\/]\.cache[\\/]slice\.js$/, shim("gatsby-slice.js")),
    plugins.normalModuleReplacement(
      /[\\/]\.cache[\\/]register-service-worker\.js$/,
      shim("register-service-worker.js"),
    ),
  );
  // Every lucide-react icon builds its component with createLucideIcon; the stand-in draws the same <svg> without
  // lucide's context and attribute mapping (about 1.4 KB gzip on every page).
  config.plugins.push(
    plugins.normalModuleReplacement(
      /lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/,
      shim("lucide-create-icon.js"),
    ),
  );
  // Source maps only when GATSBY_SOURCE_MAPS is set, to see which modules fill a chunk: writing them costs bundling
  // time, and visitors never load them.
  if (!process.env.GATSBY_SOURCE_MAPS) config.devtool = false;
  // `npm run perf` asks for a report of the modules in every chunk, with their minified and gzip sizes.
  const bundleReport = process.env.GATSBY_BUNDLE_REPORT;
  // Every chunk loaded on demand (page components, views, an article's text, shared chunks) is named by its id and a
  // short content hash, from one template: webpack's runtime, which every page loads, then carries one compact map
  // from id to hash. Gatsby's own names (`component---src-templates-article-page-tsx-content-file-path-…`) and a
  // function for the file name made it write every chunk's whole file name instead (2.3 KB gzip). The chunk groups
  // keep their names in webpack.stats.json, where Gatsby and gatsby/post-build.ts look them up.
  config.output.chunkFilename = "[id]-[contenthash:8].js";
  const cssExtractors = (
    config.plugins as Array<{ constructor: { name: string }; options?: Record<string, unknown> }>
  ).filter((plugin) => plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options);
  if (!cssExtractors.length) {
    throw new Error("configureBrowserBundles: Gatsby's MiniCssExtractPlugin is gone; see docs/upgrading.md.");
  }
  for (const plugin of cssExtractors) {
    if (plugin.options) plugin.options.chunkFilename = "[id].[contenthash:8].css";
  }
  if (bundleReport) {
    config.plugins.push(
      new BundleAnalyzerPlugin({
        analyzerMode: "json",
        reportFilename: path.resolve(bundleReport),
        openAnalyzer: false,
        logLevel: "warn",
      }),
    );
  }
  actions.replaceWebpackConfig(config);
}

interface PageRecords {
  allServiceCategory: { nodes: CategoryRef[] };
  allServicePage: { nodes: ServiceRef[] };
  allCareer: { nodes: RecordRef[] };
  allLegalDocument: { nodes: RecordRef[] };
}

/**
 * Checks every record, then creates the pages built from records: one per service category, one per service
 * (from the template of its category's layout), one per career posting and one per legal document, each in English
 * and in Spanish.
 */
export async function createRecordPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  try {
    await validateContent(graphql);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  const result = await graphql<PageRecords>(`
    query PageRecords {
      allServiceCategory(sort: { order: ASC }) {
        nodes {
          id
          key
          path
          layout
        }
      }
      allServicePage(sort: { order: ASC }) {
        nodes {
          id
          slug
          category {
            id
            key
            path
            layout
          }
          # Which layouts' sections the record fills: one field per layout (checked by pageSpecs).
          ${SERVICE_LAYOUTS.map((layout) => `${layout} { __typename }`).join("\n          ")}
        }
      }
      allCareer(sort: { order: ASC }) {
        nodes {
          id
          slug
        }
      }
      allLegalDocument {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the service, career and legal records", result.errors);
    return;
  }
  const { allServiceCategory, allServicePage, allCareer, allLegalDocument } = result.data;
  try {
    const specs = pageSpecs({
      categories: allServiceCategory.nodes,
      services: allServicePage.nodes,
      careers: allCareer.nodes,
      legal: allLegalDocument.nodes,
    });
    specs.forEach((spec) => {
      createPageInEveryEdition(actions.createPage, {
        path: spec.path,
        component: path.resolve(spec.template),
        context: spec.context,
      });
    });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
}

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } } | null;
  siteIdentity: { mapEmbedUrl: string; name: string; email: string } | null;
  allTaxDeadlineRule: { nodes: TaxDeadlineRule[] };
  allTaxPostponement: { nodes: TaxPostponement[] };
}

/** After Gatsby's build: the PDFs, the calendar feeds and the articles' share images, then robots.txt, the share
 * image and _headers, then the search index of the final HTML. */
export async function writeBuildOutputs(args: PostBuildArgs): Promise<void> {
  await writePdfs(args);
  await writeArticleShareImages(args);
  const { graphql, reporter } = args;
  const result = await graphql<PostBuildData>(`
    query PostBuildSettings {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteIdentity {
        mapEmbedUrl
        name
        email
      }
      ${taxDeadlineSelection}
    }
  `);
  if (!result.data?.site || !result.data.siteIdentity) {
    reporter.panicOnBuild("Could not read the site settings for robots.txt and _headers", result.errors);
    return;
  }
  const feeds = writeCalendarFeeds({
    publicDir: path.resolve("public"),
    siteUrl: result.data.site.siteMetadata.siteUrl,
    firmName: result.data.siteIdentity.name,
    uidDomain: result.data.siteIdentity.email.split("@")[1],
    rules: result.data.allTaxDeadlineRule.nodes,
    postponements: result.data.allTaxPostponement.nodes,
    buildDate: new Date(),
  });
  reporter.info(`Calendar feeds: ${feeds.length} written to public/calendar/ and public/es/calendar/`);
  const { staleStylesheets } = writePostBuildFiles({
    publicDir: path.resolve("public"),
    siteUrl: result.data.site.siteMetadata.siteUrl,
    mapEmbedUrl: result.data.siteIdentity.mapEmbedUrl,
  });
  if (staleStylesheets.length > 0) {
    reporter.panicOnBuild(
      `${staleStylesheets.length} page(s) inlined the CSS of an earlier build (Gatsby's incremental build after a ` +
        `CSS-only change), e.g. ${staleStylesheets.slice(0, 3).join(", ")}. Run \`npm run clean\` and build again.`,
    );
    return;
  }
  const search = await writeSearchIndex(path.resolve("public"));
  if (search.errors.length > 0 || search.pageCount === 0) {
    reporter.panicOnBuild(
      `The search index could not be written (${search.pageCount} pages):\n${search.errors.join("\n")}`,
    );
    return;
  }
  reporter.info(`Search index: ${search.pageCount} pages`);
}
