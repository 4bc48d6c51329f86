import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { buildSitePdfs, type PdfChecklist, type PdfFirm } from "./src/lib/pdf";
import { typeDefs } from "./gatsby/schema";
import { pageSpecs, type RecordRef } from "./gatsby/page-routes";
import { validateContent } from "./gatsby/validate-content";
import { writePostBuildFiles } from "./gatsby/post-build";
import { copyFonts } from "./gatsby/fonts";
import { missingEmailVariables } from "./src/lib/email-config";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const missing = missingEmailVariables();
  if (missing.length > 0) {
    reporter.warn(
      `EmailJS is not fully configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
        "The contact and application forms affected will tell visitors that online sending is unavailable and " +
        "offer the firm's phone number and email instead. See README.md, Configuration.",
    );
  }
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  copyFonts(path.resolve("."));
};

/**
 * Lighter stand-ins for two dependencies, in the browser bundles only (see gatsby/browser-shims/). They go first
 * in the alias list because webpack takes the first alias that matches, and Gatsby's own `react-dom` alias would
 * otherwise catch `react-dom/server`.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  config.resolve.alias = {
    "react-dom/server$": path.resolve("gatsby/browser-shims/react-dom-server.js"),
    "resize-observer-polyfill$": path.resolve("gatsby/browser-shims/resize-observer.js"),
    ...config.resolve.alias,
  };
  actions.replaceWebpackConfig(config);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

interface PageRecords {
  allTaxServicePage: { nodes: RecordRef[] };
  allAccountingServicePage: { nodes: RecordRef[] };
  allAdvisoryServicePage: { nodes: RecordRef[] };
  allCareer: { nodes: RecordRef[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
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
};

interface PdfSources {
  allChecklist: { nodes: PdfChecklist[] };
  siteIdentity: PdfFirm | null;
}

/**
 * Writes the downloadable PDFs (organizer, checklists, W-4 and I-9 notices)
 * into public/ from the same records the pages show. A file of the same name
 * in static/ (an official form) wins and is left as Gatsby copied it.
 */
type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

async function writePdfs({ graphql, reporter, store }: PostBuildArgs): Promise<void> {
  const result = await graphql<PdfSources>(`
    query PdfSources {
      allChecklist(sort: { order: ASC }) {
        nodes { key title description pdfPath sections { heading format note items } }
      }
      siteIdentity { name legalName phoneDisplay email address { street city region postalCode } }
    }
  `);
  if (result.errors || !result.data?.siteIdentity) {
    reporter.panicOnBuild("Could not load the checklists and firm identity for the PDFs", result.errors);
    return;
  }
  const { directory } = store.getState().program as { directory: string };
  const staticDir = path.join(directory, "static");
  const publicDir = path.join(directory, "public");
  const official = new Set(
    ["/fw4.pdf", "/i9.pdf"].filter((file) => fs.existsSync(path.join(staticDir, file))),
  );
  const logoPng = new Uint8Array(fs.readFileSync(path.join(directory, "data/images/brand/logo-mark-512.png")));
  const pdfs = await buildSitePdfs(result.data.allChecklist.nodes, result.data.siteIdentity, { logoPng }, official);
  await Promise.all(pdfs.map((pdf) => fs.promises.writeFile(path.join(publicDir, pdf.path), pdf.bytes)));
  reporter.info(
    `Wrote ${pdfs.length} PDFs: ${pdfs.map((pdf) => pdf.path).join(", ")}` +
      (official.size ? ` (kept official ${[...official].join(", ")} from static/)` : ""),
  );
}

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } } | null;
  siteIdentity: { mapEmbedUrl: string } | null;
}

/** After Gatsby's build: the PDFs, then robots.txt, the share image and _headers. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writePdfs(args);
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
};
