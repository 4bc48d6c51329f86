/**
 * The two web fonts the site self-hosts under /fonts/ and preloads (gatsby-ssr.tsx). Only their names and URLs:
 * gatsby/fonts.ts writes them at build time, and this module stays light enough for the server-rendering bundle.
 */

export interface FontFile {
  /** The @fontsource file. */
  from: string;
  /** Its name under /fonts/. */
  to: string;
  /** The range kept of each variation axis. */
  axes?: Record<string, { min: number; max: number }>;
}

/** The lightest and heaviest weight of Inter the stylesheets use (a unit test reads every `font-weight`). */
export const bodyWeights = { min: 400, max: 800 };

export const fontFiles: FontFile[] = [
  {
    from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    to: "inter-latin-wght-normal.woff2",
    axes: { wght: bodyWeights },
  },
  {
    from: "@fontsource/merriweather/files/merriweather-latin-700-normal.woff2",
    to: "merriweather-latin-700-normal.woff2",
  },
];

export const fontUrl = (file: string) => `/fonts/${file}`;
