import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { missingEmailVariables } from "../src/lib/email-config";
import { pageSpecs, type RecordRef } from "./page-routes";
import { validateContent } from "./validate-content";
import { writePostBuildFiles } from "./post-build";
import { writePdfs, type PostBuildArgs } from "./pdfs";
import { writeSearchIndex } from "./search-index";
import { writeArticleShareImages } from "./article-share-images";

type PreInitArgs = Parameters<NonNullable<GatsbyNode["onPreInit"]>>[0];
type WebpackArgs = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0];
type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** Warns, without failing the build, when the forms cannot send because EmailJS variables are missing. */
export function warnAboutEmailConfiguration({ reporter }: PreInitArgs): void {
  const missing = missingEmailVariables();
  if (missing.length > 0) {
    reporter.warn(
      `EmailJS is not fully configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
        "The contact and application forms affected will tell visitors that online sending is unavailable and " +
        "offer the firm's phone number and email instead. See README.md, Configuration.",
    );
  }
}

/**
 * Lighter stand-ins for two dependencies, in the browser bundles only (see gatsby/browser-shims/). They go first
 * in the alias list because webpack takes the first alias that matches, and Gatsby's own `react-dom` alias would
 * otherwise catch `react-dom/server`.
 */
export function aliasBrowserShims({ stage, getConfig, actions }: WebpackArgs): void {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  config.resolve.alias = {
    "react-dom/server$": path.resolve("gatsby/browser-shims/react-dom-server.js"),
    "resize-observer-polyfill$": path.resolve("gatsby/browser-shims/resize-observer.js"),
    ...config.resolve.alias,
  };
  actions.replaceWebpackConfig(config);
}

interface PageRecords {
  allTaxServicePage: { nodes: RecordRef[] };
  allAccountingServicePage: { nodes: RecordRef[] };
  allAdvisoryServicePage: { nodes: RecordRef[] };
  allCareer: { nodes: RecordRef[] };
}

/** Checks every record, then creates one page per service and career record from its template. */
export async function createRecordPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  try {
    await validateContent(graphql);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  const result = await graphql<PageRecords>(`
    query ServicePageRecords {
      allTaxServicePage(sort: { order: ASC }) { nodes { id slug } }
      allAccountingServicePage(sort: { order: ASC }) { nodes { id slug } }
      allAdvisoryServicePage(sort: { order: ASC }) { nodes { id slug } }
      allCareer { nodes { id slug } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the service and career records", result.errors);
    return;
  }
  const { allTaxServicePage, allAccountingServicePage, allAdvisoryServicePage, allCareer } = result.data;
  const specs = pageSpecs({
    tax: allTaxServicePage.nodes,
    accounting: allAccountingServicePage.nodes,
    advisory: allAdvisoryServicePage.nodes,
    career: allCareer.nodes,
  });
  specs.forEach((spec) => {
    actions.createPage({ path: spec.path, component: path.resolve(spec.template), context: spec.context });
  });
}

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } } | null;
  siteIdentity: { mapEmbedUrl: string } | null;
}

/** After Gatsby's build: the PDFs and the articles' share images, then robots.txt, the share image and _headers, then the search index of the final HTML. */
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
      }
    }
  `);
  if (!result.data?.site || !result.data.siteIdentity) {
    reporter.panicOnBuild("Could not read the site settings for robots.txt and _headers", result.errors);
    return;
  }
  writePostBuildFiles({
    publicDir: path.resolve("public"),
    siteUrl: result.data.site.siteMetadata.siteUrl,
    mapEmbedUrl: result.data.siteIdentity.mapEmbedUrl,
  });
  const search = await writeSearchIndex(path.resolve("public"));
  if (search.errors.length > 0 || search.pageCount === 0) {
    reporter.panicOnBuild(`The search index could not be written (${search.pageCount} pages):\n${search.errors.join("\n")}`);
    return;
  }
  reporter.info(`Search index: ${search.pageCount} pages`);
}
