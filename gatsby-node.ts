import path from "path";
import type { GatsbyNode } from "gatsby";
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

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } } | null;
  siteIdentity: { mapEmbedUrl: string } | null;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
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
