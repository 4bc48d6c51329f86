/**
 * The browser stand-in for react-dom/server (gatsby/browser-shims) must give the markup React's own server
 * renderer gives for what gatsby-plugin-image renders on the client, or images mounted after navigation and in
 * sliders would differ from server-rendered ones.
 */
import { TextEncoder } from "node:util";
import { forwardRef, Fragment, memo, useState, type ReactElement } from "react";

// React's server renderer for browsers needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the TextEncoder it needs
const { renderToStaticMarkup: reactMarkup } = require("react-dom/server") as typeof import("react-dom/server");

const { MainImage, Placeholder } = jest.requireActual<typeof import("gatsby-plugin-image")>("gatsby-plugin-image");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the shim is a CommonJS module for webpack aliases
const { renderToStaticMarkup: shimMarkup } = require("../../../../gatsby/browser-shims/react-dom-server.js") as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

function fragmentOf(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

function expectSameMarkup(element: ReactElement) {
  const expected = reactMarkup(element);
  const actual = shimMarkup(element);
  // Character for character, but for void elements: the serializer writes `<img>` where React writes `<img/>`.
  expect(actual).toBe(expected.replace(/<(img|source|br|input|meta|link)([^<>]*?)\/>/g, "<$1$2>"));
  return actual;
}

const images = {
  fallback: {
    src: "/static/abc/63c5e/home-1.jpg",
    srcSet: "/static/abc/8a690/home-1.jpg 480w,/static/abc/63c5e/home-1.jpg 960w",
    sizes: "100vw",
  },
  sources: [
    {
      type: "image/avif",
      srcSet: "/static/abc/ab58e/home-1.avif 480w,/static/abc/be90e/home-1.avif 960w",
      sizes: "100vw",
    },
    {
      type: "image/webp",
      srcSet: "/static/abc/48533/home-1.webp 480w,/static/abc/9a75e/home-1.webp 960w",
      sizes: "100vw",
    },
  ],
};

describe("react-dom/server stand-in for browser bundles", () => {
  it("writes gatsby-plugin-image's placeholder and picture markup as React's server renderer does", () => {
    const html = expectSameMarkup(
      <Fragment>
        <div aria-hidden="true" style={{ paddingTop: "37.5%" }} />
        <Placeholder
          aria-hidden
          data-placeholder-image=""
          style={{
            opacity: 1,
            transition: "opacity 500ms linear",
            backgroundColor: "#082838",
            position: "absolute",
            top: 0,
            left: 0,
            bottom: 0,
            right: 0,
          }}
        />
        <MainImage
          {...images}
          alt="Illustration of the Naperville Riverwalk covered bridge at dusk"
          loading="lazy"
          shouldLoad={false}
          data-main-image=""
          className="banner"
          style={{
            objectFit: "cover",
            opacity: 0,
            height: "100%",
            left: 0,
            position: "absolute",
            top: 0,
            width: "100%",
            willChange: "opacity",
          }}
        />
      </Fragment>,
    );
    const markup = fragmentOf(html);
    expect(markup.querySelectorAll("picture source[data-srcset]")).toHaveLength(2);
    // With scripting on, a parser keeps <noscript> content as text: the loaded picture for browsers without it.
    expect(markup.querySelector("noscript")?.textContent).toContain('<source type="image/avif" srcSet=');
    expect(markup.querySelector("img[data-main-image]")?.getAttribute("alt")).toBe(
      "Illustration of the Naperville Riverwalk covered bridge at dusk",
    );
  });

  it("matches React for styles with units, booleans, escaping, lists, forwardRef and memo components", () => {
    const Label = forwardRef<HTMLSpanElement, { text: string }>(function Label({ text }, ref) {
      return <span ref={ref}>{text}</span>;
    });
    const Item = memo(function Item({ n }: { n: number }) {
      return <li data-index={n}>Item {n}</li>;
    });
    expectSameMarkup(
      <div
        className='a " b'
        style={{
          width: 120,
          zIndex: 2,
          opacity: 0.5,
          marginTop: 0,
          lineHeight: 1.4,
          ["--gap" as string]: "4px",
          display: undefined,
        }}
        aria-hidden={false}
        data-ready
        hidden
        title={`Tom & Jerry's "<b>"`}
      >
        <button type="button" onClick={() => undefined} disabled={false}>
          Go
        </button>
        {"<script>alert(1)</script>"}
        {0}
        {null}
        {false}
        <Label text="R&D" />
        <ul>
          {[1, 2, 3].map((n) => (
            <Item key={n} n={n} />
          ))}
        </ul>
        <div dangerouslySetInnerHTML={{ __html: "<em>kept</em>" }} />
      </div>,
    );
  });

  it("renders components that use hooks through React instead of guessing", () => {
    // React warns (development build) before the hook throws outside a render; the fallback then renders it.
    const warn = jest.spyOn(console, "error").mockImplementation(() => undefined);
    function Counter() {
      const [count] = useState(3);
      return <output>{count} items</output>;
    }
    expect(shimMarkup(<Counter />)).toBe("<output>3 items</output>");
    warn.mockRestore();
  });
});
