/*
 * Browser bundles only. gatsby-plugin-image imports react-dom/server for one job: turning an image element into
 * static markup when a page is rendered by client-side navigation. React's server renderer would cost every page
 * 12–21 KB gzip for that; rendering into a detached element with the client renderer, which every page already
 * loads, gives the same markup.
 */
const { createRoot } = require("react-dom/client");
const { flushSync } = require("react-dom");

function renderToStaticMarkup(element) {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(element));
  const html = container.innerHTML;
  root.unmount();
  return html;
}

module.exports = { renderToStaticMarkup, renderToString: renderToStaticMarkup };
