/**
 * Wires Gatsby's build hooks to the functions in gatsby/ that do the work; nothing else lives here.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { editorExtension, typeDefs } from "./gatsby/schema";
import { createEditionResolver, editionTypeDefs, translatableExtension } from "./gatsby/translatable";
import { fileByDataPathExtension } from "./gatsby/file-by-data-path";
import { createLinkOrderResolvers } from "./gatsby/linked-order";
import { createOrganizerResolvers } from "./gatsby/organizer-dates";
import { writeFonts } from "./gatsby/fonts";
import {
  createRecordPages,
  configureBrowserBundles,
  warnAboutEmailConfiguration,
  writeBrandStylesheet,
  writeBuildOutputs,
} from "./gatsby/build-hooks";
import { createArticleResolvers, createInsightsPages } from "./gatsby/insights-pages";
import { localizeCreatedPage } from "./gatsby/locale-pages";
import { serveAdminInDevelop } from "./gatsby/admin";

export const onPreInit: GatsbyNode["onPreInit"] = warnAboutEmailConfiguration;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  await writeFonts(path.resolve("."));
  writeBrandStylesheet();
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = configureBrowserBundles;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(translatableExtension);
  actions.createFieldExtension(fileByDataPathExtension);
  actions.createFieldExtension(editorExtension);
  actions.createTypes(typeDefs);
  actions.createTypes(editionTypeDefs);
};

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  createArticleResolvers(args);
  createEditionResolver(args);
  createLinkOrderResolvers(args);
  createOrganizerResolvers(args);
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createRecordPages(args);
  await createInsightsPages(args);
};

export const onCreatePage: GatsbyNode["onCreatePage"] = localizeCreatedPage;

export const onPostBuild: GatsbyNode["onPostBuild"] = writeBuildOutputs;

// The content editor at /admin/ under `gatsby develop` (npm run cms); the build writes it in onPostBuild.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => serveAdminInDevelop(args);
