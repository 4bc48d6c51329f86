/**
 * Browser bundles written for the browsers the site supports. Babel already compiles the site's code for Gatsby's
 * default browserslist (browsers that support ES modules, so ES2015 and later), but webpack writes its own glue for an
 * ES5 `web` target (`function(){return x}` for every export getter and module wrapper) and Gatsby's Terser settings
 * (`ecma: 5`) keep Terser from using the shorter syntax the code already relies on. Declaring the environment to
 * webpack and ES2020 to Terser (two passes, object-literal functions as methods) takes about 1.3 KB gzip off the
 * script /resources loads and 0.8–1 KB off every other page, with no change in what runs.
 */

/** What webpack may use in the code it writes around the modules (webpack's `output.environment`). */
export const BROWSER_ENVIRONMENT = {
  arrowFunction: true,
  const: true,
  destructuring: true,
  forOf: true,
  templateLiteral: true,
} as const;

interface TerserOptions {
  compress?: Record<string, unknown> | boolean;
  format?: Record<string, unknown>;
  output?: Record<string, unknown>;
  ecma?: number;
}

interface MinimizerPlugin {
  constructor: { name: string };
  options?: { minimizer?: { options?: TerserOptions } };
}

interface BrowserConfig {
  output: { environment?: Record<string, boolean> };
  optimization?: { minimizer?: unknown[] };
}

/**
 * Sets webpack's output environment and the Terser plugin's ECMAScript level on the browser configuration. Throws,
 * naming itself, when Gatsby's Terser plugin (terser-webpack-plugin, with Gatsby's `ecma: 5` options) is not
 * where Gatsby 5 puts it: the build would otherwise go on minifying as before without saying so.
 */
export function modernOutput(config: BrowserConfig): void {
  const terser = (config.optimization?.minimizer ?? []).find(
    (plugin): plugin is MinimizerPlugin =>
      (plugin as MinimizerPlugin | undefined)?.constructor?.name === "TerserPlugin" &&
      typeof (plugin as MinimizerPlugin).options?.minimizer?.options === "object",
  );
  const options = terser?.options?.minimizer?.options;
  const compress = options?.compress;
  if (!options || typeof compress !== "object" || compress.ecma !== 5 || options.output?.ecma !== 5) {
    throw new Error(
      "modernOutput: Gatsby's TerserPlugin with `compress.ecma: 5` and `output.ecma: 5` is gone from " +
        "optimization.minimizer; see docs/upgrading.md.",
    );
  }
  options.ecma = 2020;
  // unsafe_methods writes `{ onClick: function (e) {…} }` (Terser's inlining of a handler the code declared once) as
  // `{ onClick(e) {…} }`: such a function can no longer be called with `new`, which no code here does to a property
  // of an object literal (the e2e suites exercise every control on the built site).
  options.compress = { ...compress, ecma: 2020, passes: 2, unsafe_methods: true };
  options.output = { ...options.output, ecma: 2020 };
  config.output.environment = { ...config.output.environment, ...BROWSER_ENVIRONMENT };
}
