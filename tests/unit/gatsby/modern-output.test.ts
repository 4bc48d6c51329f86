/**
 * @jest-environment node
 *
 * The browser bundle's output settings (gatsby/modern-output.ts): webpack's glue and Terser write the ES2015+ the
 * supported browsers run, on Gatsby's own Terser plugin, and the build fails loudly when that plugin is gone.
 */
import TerserPlugin from "terser-webpack-plugin";
import { BROWSER_ENVIRONMENT, modernOutput } from "../../../gatsby/modern-output";

/** Gatsby 5's minimizer for build-javascript, as gatsby/dist/utils/webpack-utils.js makes it. */
const gatsbyTerser = () =>
  new TerserPlugin({
    exclude: /\.min\.js/,
    terserOptions: {
      ie8: false,
      mangle: { safari10: true },
      parse: { ecma: 5 },
      compress: { ecma: 5 },
      output: { ecma: 5 },
    },
  });

type Options = { ecma?: number; compress: Record<string, unknown>; output: Record<string, unknown> };
const terserOptionsOf = (plugin: unknown) =>
  (plugin as { options: { minimizer: { options: Options } } }).options.minimizer.options;

describe("modernOutput", () => {
  it("lets webpack write arrow functions and Terser write ES2020, on Gatsby's own Terser plugin", () => {
    const terser = gatsbyTerser();
    const config = { output: { environment: { dynamicImport: false } }, optimization: { minimizer: [terser, {}] } };
    modernOutput(config);
    expect(config.output.environment).toEqual({ dynamicImport: false, ...BROWSER_ENVIRONMENT });
    const options = terserOptionsOf(terser);
    expect(options.ecma).toBe(2020);
    expect(options.compress).toEqual({ ecma: 2020, passes: 2, unsafe_methods: true });
    expect(options.output).toEqual({ ecma: 2020 });
  });

  it("fails the build, naming itself, when Gatsby's Terser plugin or its ES5 settings are gone", () => {
    expect(() => modernOutput({ output: {}, optimization: { minimizer: [] } })).toThrow(
      /^modernOutput: Gatsby's TerserPlugin/,
    );
    const changed = gatsbyTerser();
    terserOptionsOf(changed).compress.ecma = 2015;
    expect(() => modernOutput({ output: {}, optimization: { minimizer: [changed] } })).toThrow(/^modernOutput:/);
  });
});
