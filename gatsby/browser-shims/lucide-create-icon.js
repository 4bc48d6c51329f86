/*
 * Browser bundles only: lucide-react's `createLucideIcon`, which every icon module of lucide-react calls with that
 * icon's own data (its name, former names and SVG elements). Lucide's version renders through a context provider, class merging and
 * attribute-name mapping for options the site never uses (LucideProvider, absoluteStrokeWidth, nonScalingStroke):
 * about 1.4 KB gzip on every page. This one writes the same <svg> from the same data for the props an icon can take
 * here (size, strokeWidth, color, className, aria-* and other SVG attributes, children);
 * tests/unit/gatsby/browser-shims/lucide-create-icon.test.tsx compares the two for every icon the site imports. The
 * server-rendered HTML still comes from lucide-react itself.
 */
import { createElement, forwardRef } from "react";

/** Whether the icon is named for assistive technology (else it is hidden from it), as lucide-react decides. */
const isLabelled = (props, children) =>
  children != null ||
  Object.keys(props).some(
    (prop) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && props[prop] != null,
  );

/** Plain JavaScript (types in lucide-create-icon.d.ts): it replaces a module of lucide-react, whose loaders it gets. */
export default function createLucideIcon({ name, aliases = [], node, size: viewBoxSize = 24 }) {
  const iconClasses = [
    "lucide",
    `lucide-${name}`,
    ...aliases.filter((alias) => alias.trim()).map((alias) => `lucide-${alias}`),
  ];
  return forwardRef(function LucideIcon({ size = 24, strokeWidth = 2, color, className, children, ...rest }, ref) {
    const classes = new Set([...iconClasses, ...(className ?? "").split(/\s+/)]);
    classes.delete("");
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...classes].join(" "),
        ...(isLabelled(rest, children) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
