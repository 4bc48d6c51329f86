import path from "node:path";

/** The parts of webpack's compiler the guard taps (kept structural: Gatsby bundles its own webpack). */
interface ResolveData {
  createData: { resource?: string };
}
interface Compilation {
  errors: Error[];
  hooks: { finishModules: { tap: (name: string, callback: () => void) => void } };
}
export interface GuardedCompiler {
  hooks: {
    normalModuleFactory: {
      tap: (
        name: string,
        callback: (factory: {
          hooks: {
            afterResolve: {
              tap: (options: { name: string; stage: number }, callback: (data: ResolveData) => void) => void;
            };
          };
        }) => void,
      ) => void;
    };
    thisCompilation: { tap: (name: string, callback: (compilation: Compilation) => void) => void };
  };
}

/**
 * A webpack plugin that fails the browser build when a module replacement of `configureBrowserBundles`
 * (gatsby/build-hooks.ts) replaced nothing: each stand-in in gatsby/browser-shims/ must be resolved at least once,
 * or the module it stands in for was renamed or moved by an upgrade, and the bundle silently carries the original
 * again. The error names the guard, the stand-in and what it was meant to replace.
 */
export class ReplacementGuard {
  private readonly used = new Set<string>();

  /** `standIns`: each stand-in's absolute path, and what it replaces (for the message). */
  constructor(private readonly standIns: ReadonlyMap<string, string>) {}

  apply(compiler: GuardedCompiler): void {
    compiler.hooks.normalModuleFactory.tap("ReplacementGuard", (factory) => {
      // After every other plugin's afterResolve, NormalModuleReplacementPlugin's included: the final resource.
      factory.hooks.afterResolve.tap({ name: "ReplacementGuard", stage: 1000 }, (data) => {
        const resource = data.createData.resource?.split("?")[0];
        if (resource && this.standIns.has(resource)) this.used.add(resource);
      });
    });
    compiler.hooks.thisCompilation.tap("ReplacementGuard", (compilation) => {
      compilation.hooks.finishModules.tap("ReplacementGuard", () => {
        compilation.errors.push(...this.unusedErrors());
      });
    });
  }

  /** One error per stand-in no module was replaced by. */
  unusedErrors(): Error[] {
    return [...this.standIns]
      .filter(([standIn]) => !this.used.has(standIn))
      .map(
        ([standIn, replaced]) =>
          new Error(
            `ReplacementGuard (configureBrowserBundles): ${path.relative(process.cwd(), standIn)} replaced nothing; ` +
              `${replaced} is no longer where the build looks for it. See docs/upgrading.md.`,
          ),
      );
  }
}
