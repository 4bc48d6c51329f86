/**
 * The browser stand-in for lucide-react's `createLucideIcon` (gatsby/browser-shims) must draw, from an icon's own
 * data, the <svg> lucide-react draws: for every icon the site imports, with the props the site passes and the ones an
 * icon can take.
 */
import fs from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import * as lucide from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import createLucideIcon from "../../../../gatsby/browser-shims/lucide-create-icon";
import { filesUnder } from "../../../helpers/files";

const root = path.resolve(__dirname, "../../../..");

/** The names of every icon imported from lucide-react under src/. */
const iconNames = [
  ...new Set(
    filesUnder(path.join(root, "src"), /\.tsx?$/).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)].flatMap((match) =>
        match[1]
          .split(",")
          .map((name) => name.trim().split(/\s+as\s+/)[0])
          .filter((name) => name && !name.startsWith("type ")),
      ),
    ),
  ),
].sort();

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/** An element as a comparable tree: tag, attributes in name order, children. */
function tree(element: Element): unknown {
  return [
    element.tagName,
    [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort(),
    [...element.children].map(tree),
  ];
}

/** The icon's data as lucide-react's icon module holds it, read back from what lucide-react draws. */
function iconData(Icon: IconComponent) {
  const svg = render(<Icon />).container.querySelector("svg") as SVGSVGElement;
  const [name, ...aliases] = [...svg.classList]
    .filter((token) => token !== "lucide")
    .map((token) => token.replace(/^lucide-/, ""));
  const node = [...svg.children].map((child, index): [string, Record<string, string>] => [
    child.tagName,
    Object.fromEntries([...[...child.attributes].map((a) => [a.name, a.value]), ["key", String(index)]]),
  ]);
  return { name, aliases, node };
}

const propsToTry: Record<string, unknown>[] = [
  {},
  { "aria-hidden": "true", size: 18 },
  { "aria-hidden": true, size: 22, className: "icon  spin" },
  { "aria-label": "Call us", role: "img" },
  { strokeWidth: 1.5, color: "#123456", focusable: "false" },
];

describe("the browser stand-in for lucide-react's icons", () => {
  it("finds the icons the site imports", () => {
    expect(iconNames.length).toBeGreaterThan(0);
    for (const name of iconNames) expect(lucide).toHaveProperty(name);
  });

  it.each(iconNames)("draws %s as lucide-react does", (name) => {
    const Real = (lucide as unknown as Record<string, IconComponent>)[name];
    const Shim = createLucideIcon(iconData(Real)) as unknown as IconComponent;
    for (const props of propsToTry) {
      const real = render(<Real {...props} />).container.querySelector("svg") as Element;
      const shim = render(<Shim {...props} />).container.querySelector("svg") as Element;
      expect(tree(shim)).toEqual(tree(real));
    }
  });
});
