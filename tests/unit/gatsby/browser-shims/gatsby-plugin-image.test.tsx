/**
 * The browser stand-in for gatsby-plugin-image (gatsby/browser-shims) must give an image mounted on the client the
 * markup the real plugin renders on the server, loading by itself: the same wrapper, sizer, placeholder, sources and
 * image attributes, with `src`/`srcset` where the server writes `data-src`/`data-srcset` for its inline script, and
 * without the `<noscript>` copy.
 */
import { TextEncoder } from "node:util";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { GatsbyImage as ClientImage, getImage } from "../../../../gatsby/browser-shims/gatsby-plugin-image";

// React's server renderer for browsers needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the TextEncoder it needs
const { renderToStaticMarkup } = require("react-dom/server") as typeof import("react-dom/server");

const real = jest.requireActual<typeof import("gatsby-plugin-image")>("gatsby-plugin-image");
// Set by gatsby-plugin-image's webpack configuration in a real build: its stylesheet is installed.
Object.assign(globalThis, { GATSBY___IMAGE: true });

const images: IGatsbyImageData["images"] = {
  fallback: {
    src: "/static/abc/63c5e/home-1.jpg",
    srcSet: "/static/abc/8a690/home-1.jpg 480w,\n/static/abc/63c5e/home-1.jpg 960w",
    sizes: "(min-width: 960px) 960px, 100vw",
  },
  sources: [
    {
      type: "image/webp",
      srcSet: "/static/abc/48533/home-1.webp 480w,\n/static/abc/9a75e/home-1.webp 960w",
      sizes: "(min-width: 960px) 960px, 100vw",
    },
  ],
};

function element(html: string): Element {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.firstElementChild as Element;
}

/**
 * The server's markup as the client writes it: loading directly and opaque, without the noscript copy, the SSR
 * marker or the inline script that does the loading on the server's page.
 */
function asLoaded(server: Element): Element {
  for (const node of server.querySelectorAll("noscript, script")) node.remove();
  for (const node of server.querySelectorAll("[data-src], [data-srcset], [data-gatsby-image-ssr]")) {
    for (const name of ["src", "srcset"]) {
      const value = node.getAttribute(`data-${name}`);
      if (value !== null) {
        node.setAttribute(name, value);
        node.removeAttribute(`data-${name}`);
      }
    }
    node.removeAttribute("data-gatsby-image-ssr");
  }
  const main = server.querySelector("[data-main-image]") as HTMLElement;
  main.setAttribute("style", (main.getAttribute("style") ?? "").replace("opacity:0", "opacity:1"));
  return server;
}

const cases: [string, IGatsbyImageData, Record<string, string>][] = [
  [
    "full width, eager, high priority, cover",
    { layout: "fullWidth", width: 1200, height: 800, backgroundColor: "#d8e8e8", images },
    { loading: "eager", fetchPriority: "high", objectFit: "cover" },
  ],
  [
    "constrained, lazy, with a dominant colour",
    { layout: "constrained", width: 880, height: 587, backgroundColor: "#d8e8e8", images },
    {},
  ],
  ["constrained without a colour (transparent logo)", { layout: "constrained", width: 160, height: 80, images }, {}],
  ["fixed", { layout: "fixed", width: 64, height: 64, backgroundColor: "#203040", images }, {}],
  [
    "with a low-resolution placeholder image",
    {
      layout: "constrained",
      width: 400,
      height: 300,
      images,
      placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
    },
    {},
  ],
];

describe("gatsby-plugin-image stand-in for browser bundles", () => {
  it.each(cases)("writes the server's markup, loading by itself: %s", (_name, image, props) => {
    const alt = `Photo "${_name}" & <more>`;
    const server = element(
      renderToStaticMarkup(<real.GatsbyImage image={image} alt={alt} className="card" {...props} />),
    );
    const client = element(renderToStaticMarkup(<ClientImage image={image} alt={alt} className="card" {...props} />));
    const expected = asLoaded(server);
    expect(client.outerHTML.length).toBeGreaterThan(0);
    if (!client.isEqualNode(expected)) expect(client.outerHTML).toBe(expected.outerHTML);
    expect(client.querySelector("img[data-main-image]")?.getAttribute("src")).toBe(images.fallback?.src);
    expect(client.querySelector("img[data-main-image]")?.getAttribute("alt")).toBe(alt);
  });

  it("renders nothing without image data", () => {
    expect(renderToStaticMarkup(<ClientImage image={undefined as unknown as IGatsbyImageData} alt="" />)).toBe("");
  });

  it("finds the image data as gatsby-plugin-image's getImage does", () => {
    const data: IGatsbyImageData = { layout: "fullWidth", width: 1, height: 1, images };
    const file = { childImageSharp: { gatsbyImageData: data } };
    for (const node of [data, { gatsbyImageData: data }, file, null, undefined, {}]) {
      expect(getImage(node as never)).toEqual(real.getImage(node as never));
    }
  });
});
