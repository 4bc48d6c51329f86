import type { GatsbyConfig } from "gatsby";
import { contentTypeNames } from "./gatsby/content-types";

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
      options: { name: "data", path: `${__dirname}/data`, ignore: ["**/README.md"] },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // Explicit type names per file so GraphQL types read like the spec's entities.
        typeName: ({ node }: { node: { name: string } }) => {
          const typeName = contentTypeNames[node.name];
          if (!typeName) {
            throw new Error(`data/${node.name}.json has no GraphQL type. Add it to gatsby/content-types.ts.`);
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
          formats: ["auto", "webp", "avif"],
          placeholder: "dominantColor",
          quality: 72,
          avifOptions: { quality: 55, speed: 8 },
          breakpoints: [360, 640, 960, 1280, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
  ],
};

export default config;
