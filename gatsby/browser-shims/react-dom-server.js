/*
 * Browser bundles only. gatsby-plugin-image imports react-dom/server for one job: turning an image element
 * (wrapper sizer, placeholder, <picture> and its <noscript> twin) into static markup whenever an image mounts
 * on the client — after client-side navigation, and for every slide react-slick mounts. React's server renderer
 * would cost every page 12–21 KB gzip for that.
 *
 * Those elements are plain host elements and hook-free function components, so this writes their markup
 * directly: a few microseconds per image, where rendering each one through a React root took milliseconds and
 * added up to one long task on pages with many images. Anything outside that subset (hooks, context, class
 * components, SVG) falls back to rendering into a detached element with the client renderer, which every page
 * already loads; both give the markup React's server renderer gives.
 */
const React = require("react");
const { createRoot } = require("react-dom/client");
const { flushSync } = require("react-dom");

class Unsupported extends Error {}

const voidElements = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const booleanAttributes = new Set([
  "allowfullscreen",
  "async",
  "autofocus",
  "autoplay",
  "checked",
  "controls",
  "default",
  "defer",
  "disabled",
  "formnovalidate",
  "hidden",
  "inert",
  "itemscope",
  "loop",
  "multiple",
  "muted",
  "nomodule",
  "novalidate",
  "open",
  "playsinline",
  "readonly",
  "required",
  "reversed",
  "selected",
]);
const attributeNames = { className: "class", htmlFor: "for", httpEquiv: "http-equiv", acceptCharset: "accept-charset" };
const skippedProps = new Set([
  "children",
  "dangerouslySetInnerHTML",
  "suppressHydrationWarning",
  "suppressContentEditableWarning",
  "key",
  "ref",
]);
// Elements whose React props do not map one-to-one onto attributes, or that live in another namespace.
const unsupportedElements = new Set(["svg", "math", "textarea", "select", "option", "input"]);
const unitlessStyles = new Set([
  "animationIterationCount",
  "aspectRatio",
  "borderImageOutset",
  "borderImageSlice",
  "borderImageWidth",
  "boxFlex",
  "boxFlexGroup",
  "boxOrdinalGroup",
  "columnCount",
  "columns",
  "flex",
  "flexGrow",
  "flexPositive",
  "flexShrink",
  "flexNegative",
  "flexOrder",
  "gridArea",
  "gridRow",
  "gridRowEnd",
  "gridRowSpan",
  "gridRowStart",
  "gridColumn",
  "gridColumnEnd",
  "gridColumnSpan",
  "gridColumnStart",
  "fontWeight",
  "lineClamp",
  "lineHeight",
  "opacity",
  "order",
  "orphans",
  "scale",
  "tabSize",
  "widows",
  "zIndex",
  "zoom",
  "fillOpacity",
  "floodOpacity",
  "stopOpacity",
  "strokeDasharray",
  "strokeDashoffset",
  "strokeMiterlimit",
  "strokeOpacity",
  "strokeWidth",
]);

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c],
  );

const hyphenate = (name) =>
  name
    .replace(/([A-Z])/g, "-$1")
    .toLowerCase()
    .replace(/^ms-/, "-ms-");

function styleString(style) {
  let css = "";
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === "boolean" || value === "") continue;
    const custom = name.startsWith("--");
    const text =
      typeof value === "number" && value !== 0 && !custom && !unitlessStyles.has(name)
        ? `${value}px`
        : String(value).trim();
    css += `${css ? ";" : ""}${custom ? name : hyphenate(name)}:${text}`;
  }
  return css;
}

function attributes(props) {
  let html = "";
  for (const [name, value] of Object.entries(props)) {
    if (
      skippedProps.has(name) ||
      value === null ||
      value === undefined ||
      typeof value === "function" ||
      typeof value === "symbol"
    )
      continue;
    if (/^on[A-Z]/.test(name) || name === "value" || name === "defaultValue" || name === "defaultChecked")
      throw new Unsupported(name);
    if (name === "style") {
      const css = styleString(value);
      if (css) html += ` style="${escapeHtml(css)}"`;
      continue;
    }
    const attribute = attributeNames[name] ?? name;
    const lower = attribute.toLowerCase();
    const stringified = lower.startsWith("aria-") || lower.startsWith("data-");
    if (typeof value === "boolean") {
      if (stringified) html += ` ${attribute}="${value}"`;
      else if (booleanAttributes.has(lower)) html += value ? ` ${attribute}=""` : "";
      else throw new Unsupported(name);
      continue;
    }
    html += ` ${attribute}="${escapeHtml(value)}"`;
  }
  return html;
}

function withDefaults(type, props) {
  if (!type.defaultProps) return props;
  const resolved = { ...props };
  for (const [name, value] of Object.entries(type.defaultProps))
    if (resolved[name] === undefined) resolved[name] = value;
  return resolved;
}

function markup(node) {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return escapeHtml(node);
  if (Array.isArray(node)) return node.map(markup).join("");
  if (!React.isValidElement(node)) throw new Unsupported("node");
  const { type, props } = node;
  if (type === React.Fragment) return markup(props.children);
  if (typeof type === "function") {
    if (type.prototype && type.prototype.isReactComponent) throw new Unsupported("class component");
    // Called outside React, a component that uses hooks throws: the fallback renders it properly.
    return markup(type(withDefaults(type, props)));
  }
  if (typeof type === "object" && type !== null && type.$$typeof === Symbol.for("react.forward_ref")) {
    return markup(type.render(props, null));
  }
  if (typeof type === "object" && type !== null && type.$$typeof === Symbol.for("react.memo")) {
    return markup(React.createElement(type.type, props));
  }
  if (typeof type !== "string" || unsupportedElements.has(type)) throw new Unsupported(String(type));
  const open = `<${type}${attributes(props)}>`;
  if (voidElements.has(type)) return open;
  const inner = props.dangerouslySetInnerHTML
    ? String(props.dangerouslySetInnerHTML.__html ?? "")
    : markup(props.children);
  return `${open}${inner}</${type}>`;
}

function renderWithClientRenderer(element) {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(element));
  const html = container.innerHTML;
  root.unmount();
  return html;
}

function renderToStaticMarkup(element) {
  try {
    return markup(element);
  } catch {
    return renderWithClientRenderer(element);
  }
}

module.exports = { renderToStaticMarkup, renderToString: renderToStaticMarkup };
