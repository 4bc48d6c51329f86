/**
 * @jest-environment node
 *
 * The editor's own script as gatsby/cms-setup.ts bundles it (esbuild, from gatsby/cms-setup-entry.ts): one classic
 * script that needs nothing but Decap's globals, with yaml's notice, and the failures that name the part to fix.
 * What the script registers is tested with the formats and checks (cms-format, cms-editor, cms-translations).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { cmsConfig } from "../../../gatsby/cms-config";
import { cmsSetupScript, editorSetup } from "../../../gatsby/cms-setup";
import { repoRoot } from "../../helpers/data";

const config = cmsConfig({ siteUrl: "https://www.example.com", dataDir: path.join(repoRoot, "data"), env: {} });
const script = cmsSetupScript(config, repoRoot);

describe("cms-setup.js", () => {
  it("is one classic script: no module syntax, no require, nothing left to load", () => {
    expect(() => new vm.Script(script)).not.toThrow();
    expect(script).not.toMatch(/\brequire\(|^\s*(import|export)\s/m);
  });

  it("carries the notice of the yaml release it bundles", () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, "node_modules/yaml/package.json"), "utf8")) as {
      version: string;
    };
    expect(script).toContain(`Includes yaml ${version} (https://github.com/eemeli/yaml)`);
  });

  it("holds the configuration's setup, and another configuration's when given one", () => {
    const formats = editorSetup(config).formats.map((format) => format.name);
    expect(formats.length).toBeGreaterThan(0);
    for (const name of formats) expect(script).toContain(JSON.stringify(name));
    const fewer = { ...config, collections: config.collections.slice(0, 1) };
    const other = cmsSetupScript(fewer, repoRoot);
    expect(other).not.toBe(script);
    expect(other).not.toContain(JSON.stringify(formats[formats.length - 1]));
  });

  it("stops, saying so, when Decap's bundle has not run first", () => {
    expect(() => vm.runInNewContext(script, { window: { addEventListener: () => undefined } })).toThrow(
      "cms-setup.js runs after decap-cms.js, which sets window.CMS, window.h and window.createClass",
    );
  });

  it("fails the build naming itself when its entry cannot be bundled", () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "cms-setup-"));
    try {
      expect(() => cmsSetupScript(config, empty)).toThrow(
        /^cms-setup\.ts: esbuild could not bundle gatsby\/cms-setup-entry\.ts: /,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
