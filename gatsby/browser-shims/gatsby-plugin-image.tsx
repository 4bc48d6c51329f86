/*
 * Browser bundles only: gatsby-plugin-image's `GatsbyImage` and `getImage` for the client. The build still uses the
 * real plugin to make the images and the server-rendered markup; in the browser its component would cost every
 * page about 7 KB gzip (the component, a lazy-hydration chunk and a markup renderer).
 *
 * On the first render the server's markup is already in the page, and gatsby-plugin-image's inline script makes it
 * load and fade in: the wrapper element hydrates with `dangerouslySetInnerHTML`, which React leaves as it finds it
 * (gatsby-plugin-image does the same). An image mounted later — after client-side navigation, or a slide a carousel
 * adds — gets the same markup as the server writes, but loading directly (`src`, `srcset`), with the browser's own
 * lazy loading, and without the fade, since no script is there to run it.
 */
import type { CSSProperties } from "react";
import type { GatsbyImageProps, IGatsbyImageData, ImageDataLike } from "gatsby-plugin-image";

type ClientImageProps = Pick<GatsbyImageProps, "image" | "alt" | "className" | "loading" | "objectFit"> & {
  fetchPriority?: "high" | "low" | "auto";
};

const escapeAttribute = (value: string | number): string =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
}

const withoutNewLines = (value: string | undefined): string | undefined => value?.replace(/\n/g, "");

/** The sizer that gives the wrapper its height before the image loads, as gatsby-plugin-image writes it. */
function sizerMarkup({ layout, width, height }: IGatsbyImageData): string {
  if (layout === "fullWidth") {
    return `<div aria-hidden="true" style="padding-top:${(height / width) * 100}%"></div>`;
  }
  if (layout === "constrained") {
    const svg = `data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`;
    return (
      `<div style="max-width:${width}px;display:block"><img alt="" role="presentation" aria-hidden="true"` +
      `${attributes({ src: svg })} style="max-width:100%;display:block;position:static"></div>`
    );
  }
  return "";
}

/** The colour or low-resolution image shown until the image has loaded. */
function placeholderMarkup(
  { layout, width, height, backgroundColor, placeholder }: IGatsbyImageData,
  objectFit: string | undefined,
): string {
  let style = "opacity:1;transition:opacity 500ms linear";
  if (backgroundColor) {
    style += `;background-color:${backgroundColor}`;
    style +=
      layout === "fixed"
        ? `;width:${width}px;height:${height}px;position:relative`
        : ";position:absolute;top:0;left:0;bottom:0;right:0";
  }
  if (objectFit) style += `;object-fit:${objectFit}`;
  if (!placeholder?.fallback) return `<div aria-hidden="true" data-placeholder-image="" style="${style}"></div>`;
  return `<img aria-hidden="true" data-placeholder-image=""${attributes({ style, decoding: "async", src: placeholder.fallback, alt: "" })}>`;
}

/**
 * The inside of the image's wrapper as gatsby-plugin-image's server markup has it, minus its `<noscript>` copy, with
 * the image loading by itself (`src` and `srcset` rather than `data-src`, fully opaque).
 */
export function imageMarkup({
  image,
  alt,
  loading = "lazy",
  fetchPriority,
  objectFit,
}: Omit<ClientImageProps, "className">): string {
  const { fallback, sources = [] } = image.images;
  const sourceTags = sources
    .map(
      (source) =>
        `<source${attributes({ type: source.type, media: source.media, srcset: withoutNewLines(source.srcSet), sizes: source.sizes ?? fallback?.sizes })}>`,
    )
    .join("");
  const imgStyle = `${objectFit ? `object-fit:${objectFit};` : ""}opacity:1`;
  const img = `<img${attributes({
    fetchpriority: fetchPriority,
    "data-main-image": "",
    style: imgStyle,
    sizes: fallback?.sizes,
    decoding: "async",
    loading,
    src: fallback?.src,
    srcset: withoutNewLines(fallback?.srcSet),
    alt,
  })}>`;
  return `${sizerMarkup(image)}${placeholderMarkup(image, objectFit)}<picture>${sourceTags}${img}</picture>`;
}

export function GatsbyImage({ className, ...props }: ClientImageProps) {
  const { image } = props;
  if (!image) return null;
  const style: CSSProperties | undefined =
    image.layout === "fixed" ? { width: image.width, height: image.height } : undefined;
  const layoutClass = image.layout === "constrained" ? " gatsby-image-wrapper-constrained" : "";
  return (
    <div
      data-gatsby-image-wrapper=""
      className={`gatsby-image-wrapper${layoutClass}${className ? ` ${className}` : ""}`}
      style={style}
      // Hydration keeps the server's markup; a later mount writes this one.
      dangerouslySetInnerHTML={{ __html: imageMarkup(props) }}
      suppressHydrationWarning
    />
  );
}

/** gatsby-plugin-image's `getImage`: the image data of a File node, an image node or the data itself. */
export function getImage(node: ImageDataLike | null | undefined): IGatsbyImageData | undefined {
  const candidate = node as
    | (Partial<IGatsbyImageData> & {
        gatsbyImageData?: IGatsbyImageData;
        childImageSharp?: { gatsbyImageData?: IGatsbyImageData };
      })
    | null
    | undefined;
  if (candidate?.images?.fallback?.src) return candidate as IGatsbyImageData;
  if (candidate?.gatsbyImageData) return candidate.gatsbyImageData;
  return candidate?.childImageSharp?.gatsbyImageData;
}
