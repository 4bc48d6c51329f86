// gatsby-script for the browser bundle: Gatsby's entry re-exports it (`export * from "gatsby-script"`), so its loader
// (about 0.8 KB gzip) would ship on every page although the site renders no <Script>. These stand-ins keep the
// exported names; rendering a <Script> fails loudly instead of silently dropping a script.
export const ScriptStrategy = { postHydrate: "post-hydrate", idle: "idle", offMainThread: "off-main-thread" };
export const collectedScriptsByPage = new Map();
export const scriptCache = new Set();
export const scriptCallbackCache = new Map();
export function Script() {
  throw new Error(
    "gatsby-script is stubbed out of the browser bundle (gatsby/build-hooks.ts); remove the stub to use <Script>.",
  );
}
