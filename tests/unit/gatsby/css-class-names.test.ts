/**
 * @jest-environment node
 *
 * The short CSS Modules class names of the production build (gatsby/css-class-names.ts): six letters from the
 * stylesheet's path and the class's name, the same in both production stages, set on Gatsby's css-loader rule
 * wherever it is nested, and a loud failure when that rule is gone or two classes would share a name.
 */
import { GATSBY_LOCAL_IDENT_NAME, shortClassName, shortCssClassNames } from "../../../gatsby/css-class-names";

const cssLoader = "/site/node_modules/css-loader/dist/cjs.js";

/** The shape of Gatsby 5's rules for `*.module.css`: a oneOf whose use list holds css-loader with its modules. */
function gatsbyRules(localIdentName = GATSBY_LOCAL_IDENT_NAME) {
  const modules: Record<string, unknown> = { namedExport: true, localIdentName, exportLocalsConvention: "dashesOnly" };
  return {
    modules,
    rules: [
      { test: /\.js$/, use: [{ loader: "/site/node_modules/babel-loader/lib/index.js", options: {} }] },
      {
        oneOf: [
          {
            test: /\.module\.css$/,
            use: [{ loader: "mini-css-extract" }, { loader: cssLoader, options: { modules } }],
          },
          { test: /\.css$/, use: [{ loader: cssLoader, options: { modules: false } }] },
        ],
      },
    ],
  };
}

describe("shortClassName", () => {
  it("names a class with six letters, the same every time, and differently for another class or file", () => {
    const name = shortClassName("src/components/layout/site-header.module.css", "header");
    expect(name).toMatch(/^[a-zA-Z]{6}$/);
    expect(shortClassName("src/components/layout/site-header.module.css", "header")).toBe(name);
    expect(shortClassName("src/components/layout/site-header.module.css", "inner")).not.toBe(name);
    expect(shortClassName("src/components/layout/site-footer.module.css", "header")).not.toBe(name);
  });

  it("fails, naming itself and both classes, when two classes would get the same name", () => {
    const seen = new Map<string, string>();
    let clash: string | undefined;
    for (let index = 0; !clash; index += 1) {
      const local = `c${index}`;
      let name: string;
      try {
        name = shortClassName("clash.module.css", local);
      } catch (error) {
        expect((error as Error).message).toMatch(/^shortCssClassNames: "[a-zA-Z]{6}" names both clash\.module\.css \./);
        clash = local;
        break;
      }
      if (seen.has(name)) throw new Error(`${seen.get(name)} and ${local} got one name without a failure`);
      seen.set(name, local);
    }
    expect(clash).toBeDefined();
  });
});

describe("shortCssClassNames", () => {
  it("gives Gatsby's CSS Modules rule a getLocalIdent that writes the short name of the stylesheet's class", () => {
    const { rules, modules } = gatsbyRules();
    shortCssClassNames({ module: { rules } }, "build-javascript");
    const getLocalIdent = modules.getLocalIdent as (context: object, name: string, local: string) => string;
    const context = { rootContext: "/site", resourcePath: "/site/src/components/ui/section.module.css" };
    expect(getLocalIdent(context, GATSBY_LOCAL_IDENT_NAME, "section")).toBe(
      shortClassName("src/components/ui/section.module.css", "section"),
    );
  });

  it("fails the build, naming itself, when Gatsby's CSS Modules rule is no longer there", () => {
    const { rules } = gatsbyRules("[name]__[local]--[hash:base64:5]");
    expect(() => shortCssClassNames({ module: { rules } }, "build-html")).toThrow(
      /^shortCssClassNames \(build-html\): no css-loader rule with Gatsby's CSS Modules name/,
    );
    expect(() => shortCssClassNames({ module: { rules: [] } }, "build-javascript")).toThrow(/shortCssClassNames/);
  });
});
