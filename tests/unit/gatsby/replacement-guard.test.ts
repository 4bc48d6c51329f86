import path from "node:path";
import { ReplacementGuard, type GuardedCompiler } from "../../../gatsby/replacement-guard";

/** A stand-in for webpack's compiler: resolves the given resources, then finishes the compilation's modules. */
function compile(guard: ReplacementGuard, resolved: string[]): Error[] {
  let afterResolve: ((data: { createData: { resource?: string } }) => void) | undefined;
  let finishModules: (() => void) | undefined;
  const errors: Error[] = [];
  const compiler: GuardedCompiler = {
    hooks: {
      normalModuleFactory: {
        tap: (_name, callback) =>
          callback({ hooks: { afterResolve: { tap: (_n, resolve) => (afterResolve = resolve) } } }),
      },
      thisCompilation: {
        tap: (_name, callback) =>
          callback({ errors, hooks: { finishModules: { tap: (_n, finish) => (finishModules = finish) } } }),
      },
    },
  };
  guard.apply(compiler);
  for (const resource of resolved) afterResolve?.({ createData: { resource } });
  finishModules?.();
  return errors;
}

describe("ReplacementGuard", () => {
  const slice = path.resolve("gatsby/browser-shims/gatsby-slice.js");
  const icon = path.resolve("gatsby/browser-shims/lucide-create-icon.js");
  const standIns = new Map([
    [slice, ".cache/slice.js"],
    [icon, "lucide-react/dist/esm/createLucideIcon.mjs"],
  ]);

  it("lets a build through in which every stand-in replaced its module", () => {
    expect(compile(new ReplacementGuard(standIns), [slice, `${icon}?query`, "/other.js"])).toEqual([]);
  });

  it("fails the build, naming itself and the stand-in, when an upgrade moved the module it replaces", () => {
    const errors = compile(new ReplacementGuard(standIns), [slice]);
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringMatching(
        /^ReplacementGuard \(configureBrowserBundles\): gatsby\/browser-shims\/lucide-create-icon\.js replaced nothing; lucide-react/,
      ),
    ]);
  });
});
