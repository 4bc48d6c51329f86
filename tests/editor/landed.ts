/**
 * Whether the editor's own script is in the build under test: /admin/ loading a script of the site beside Decap's
 * bundle (public/admin/cms-setup.js, gatsby/cms-setup.ts). It registers the site's formats (files keep their key
 * order and layout, so an edit is a one-line diff) and the checks Decap lacks (an identifier another entry already
 * uses, among others). The assertions that depend on it ask here first; everything else holds with Decap alone.
 */

/** The scripts /admin/ loads besides Decap's bundle (decap-cms.js), as the site under test serves the page. */
export async function editorScripts(baseURL: string | undefined): Promise<string[]> {
  const response = await fetch(new URL("/admin/", baseURL));
  const html = await response.text();
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((src) => !/\/(\d+\.)?decap-cms\.js$/.test(src));
}

/** The site's formats are registered: a file the editor rewrites keeps its keys' order and layout. */
export const customFormatLanded = async (baseURL: string | undefined) => (await editorScripts(baseURL)).length > 0;

/** The duplicate-identifier check is there (the same script). */
export const duplicateCheckLanded = async (baseURL: string | undefined) => (await editorScripts(baseURL)).length > 0;
