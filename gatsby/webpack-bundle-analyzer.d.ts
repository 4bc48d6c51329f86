/** The part of webpack-bundle-analyzer's plugin the build uses (the package ships no types). */
declare module "webpack-bundle-analyzer" {
  export class BundleAnalyzerPlugin {
    constructor(options: {
      analyzerMode: "json" | "static" | "disabled";
      reportFilename: string;
      openAnalyzer?: boolean;
      logLevel?: "info" | "warn" | "error" | "silent";
    });
    apply(compiler: unknown): void;
  }
}
