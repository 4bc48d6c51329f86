/**
 * Short CSS Modules class names in the production build. Gatsby names a class `[name]--[local]--[hash:hex:5]`
 * (`site-header-module--header--1d019`, 33 characters on average here); each name is written into every page's
 * HTML, into the page's inline stylesheet and into the JavaScript of the component that uses it. Six letters made
 * from the same inputs (the stylesheet's path and the class's own name) take about 27 KB off the Spanish home page's
 * HTML and 0.9 KB gzip off the script /resources loads. `gatsby develop` keeps Gatsby's readable names.
 *
 * Both production stages (the browser bundle and the server-rendered HTML) must name every class alike, so both get
 * the same function of the same inputs; a name made twice for different classes fails the build.
 */
import crypto from "node:crypto";
import path from "node:path";

/** The name pattern Gatsby 5 gives css-loader for `*.module.css` (gatsby/dist/utils/webpack-utils.js). */
export const GATSBY_LOCAL_IDENT_NAME = "[name]--[local]--[hash:hex:5]";

/** Letters only, so a name never starts with a digit or a hyphen and needs no escaping in CSS. */
const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LENGTH = 6;

/** Which class each name was made for, across both stages of one build. */
const madeFor = new Map<string, string>();

/** The short name of class `local` of the stylesheet at `file` (relative to the site's root, with forward slashes). */
export function shortClassName(file: string, local: string): string {
  const source = `${file}\0${local}`;
  const digest = crypto.createHash("sha256").update(source).digest();
  let name = "";
  for (let index = 0; index < LENGTH; index += 1) name += LETTERS[digest[index] % LETTERS.length];
  const earlier = madeFor.get(name);
  if (earlier !== undefined && earlier !== source) {
    throw new Error(
      `shortCssClassNames: "${name}" names both ${earlier.replace("\0", " .")} and ${source.replace("\0", " .")}; ` +
        "change LENGTH in gatsby/css-class-names.ts.",
    );
  }
  madeFor.set(name, source);
  return name;
}

interface LoaderContext {
  resourcePath: string;
  rootContext: string;
}

/** css-loader's `modules.getLocalIdent`: called with the stylesheet being compiled and the class's name. */
function getLocalIdent(context: LoaderContext, _localIdentName: string, local: string): string {
  const file = path.relative(context.rootContext, context.resourcePath).split(path.sep).join("/");
  return shortClassName(file, local);
}

interface RuleSetUse {
  loader?: string;
  options?: { modules?: unknown };
}

interface RuleSet {
  oneOf?: RuleSet[];
  rules?: RuleSet[];
  use?: RuleSetUse | RuleSetUse[] | unknown;
}

/** Every css-loader options object whose `modules` is Gatsby's CSS Modules setting, wherever the rules nest it. */
function gatsbyCssModuleOptions(rules: readonly unknown[]): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (rule: RuleSet) => {
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
    const uses = Array.isArray(rule.use) ? (rule.use as RuleSetUse[]) : rule.use ? [rule.use as RuleSetUse] : [];
    for (const use of uses) {
      const modules = use?.options?.modules as Record<string, unknown> | undefined;
      if (/[\\/]css-loader[\\/]/.test(use?.loader ?? "") && modules?.localIdentName === GATSBY_LOCAL_IDENT_NAME) {
        found.push(modules);
      }
    }
  };
  rules.forEach((rule) => visit(rule as RuleSet));
  return found;
}

/**
 * Gives every CSS Modules rule of a production stage's webpack configuration the short names. Throws, naming
 * itself, when Gatsby's CSS Modules rule is no longer where it was: the build would otherwise go on with long names
 * in one stage and perhaps short ones in the other.
 */
export function shortCssClassNames(config: { module: { rules: unknown[] } }, stage: string): void {
  const options = gatsbyCssModuleOptions(config.module.rules);
  if (options.length === 0) {
    throw new Error(
      `shortCssClassNames (${stage}): no css-loader rule with Gatsby's CSS Modules name "${GATSBY_LOCAL_IDENT_NAME}" ` +
        "was found; see docs/upgrading.md.",
    );
  }
  for (const modules of options) modules.getLocalIdent = getLocalIdent;
}
