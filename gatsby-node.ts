/**
 * Wires Gatsby's build hooks to the functions in gatsby/ that do the work; nothing else lives here.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./gatsby/schema";
import { copyFonts } from "./gatsby/fonts";
import {
  createRecordPages,
  configureBrowserBundles,
  warnAboutEmailConfiguration,
  writeBrandStylesheet,
  writeBuildOutputs,
} from "./gatsby/build-hooks";
import { createArticleResolvers, createInsightsPages } from "./gatsby/insights-pages";

export const onPreInit: GatsbyNode["onPreInit"] = warnAboutEmailConfiguration;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  copyFonts(path.resolve("."));
  writeBrandStylesheet();
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = configureBrowserBundles;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode["createResolvers"] = createArticleResolvers;

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createRecordPages(args);
  await createInsightsPages(args);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = writeBuildOutputs;
