// Gatsby's <Slice> for the browser bundle: Gatsby's entry re-exports it, so its browser and server renderers (about
// 1.3 KB gzip) would ship on every page although the site creates no slices. Rendering a <Slice> fails loudly.
export function Slice() {
  throw new Error("Gatsby's <Slice> is stubbed out of the browser bundle (gatsby/build-hooks.ts); remove the stub.");
}
