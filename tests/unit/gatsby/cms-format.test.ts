/**
 * @jest-environment node
 *
 * Saving an entry in the editor loses and changes nothing it should not. For every collection
 * and every file of data/ it holds (JSON records, singletons, the interface files, articles' front matter), the file
 * goes through exactly what the editor runs: public/admin/cms-setup.js as gatsby/cms-setup.ts writes it, its
 * formats registered with a stand-in for Decap's `CMS`. Read with the collection's format, handed back the way
 * Decap hands data to `toFile` (every object's keys in another order, as Immutable.js returns them; the form's
 * top-level field names as `sortedKeys`) and written: the bytes must be the file's.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import {
  ARTICLES_FOLDER,
  cmsConfig,
  dataFiles,
  editorFormOf,
  editorValue,
  type CmsCollection,
} from "../../../gatsby/cms-config";
import YAML from "yaml";
import type { Formatter } from "../../../gatsby/cms-editor";
import { frontmatterToFile, jsonToFile, orderKeys } from "../../../gatsby/cms-format";
import { cmsSetupScript, fieldOrder } from "../../../gatsby/cms-setup";
import { repoRoot } from "../../helpers/data";

const dataDir = path.join(repoRoot, "data");
const config = cmsConfig({ siteUrl: "https://www.example.com", dataDir, env: {} });

/** The formats the editor's script registers, by name, run as the browser runs them (one script, its own realm). */
function registeredFormats(script: string): Map<string, Formatter> {
  const formats = new Map<string, Formatter>();
  const CMS = {
    registerCustomFormat: (name: string, _extension: string, formatter: Formatter) => formats.set(name, formatter),
    getWidget: () => undefined,
    registerWidget: () => undefined,
  };
  vm.runInNewContext(script, {
    window: { CMS, h: () => null, createClass: (spec: object) => spec, addEventListener: () => undefined },
  });
  return formats;
}
const formats = registeredFormats(cmsSetupScript(config, repoRoot));

/** Every object's keys in reverse order, recursively: data as far from the file's order as it gets. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reversed(item)]),
  );
}

/** "line 12: the file has ⟨…⟩, the editor writes ⟨…⟩", for the first line that differs. */
function firstDifference(expected: string, written: string): string {
  const a = expected.split("\n");
  const b = written.split("\n");
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: the file has ⟨${a[at] ?? ""}⟩, the editor writes ⟨${b[at] ?? ""}⟩`;
}

/**
 * What saving each file unchanged would change, as "file: first difference" (files of `data`, a data/ folder, whose
 * collection is `only` when given). Decap's `entryToRaw`: `toFile(data, sortedKeys)`, plus a newline if missing.
 */
function roundTripProblems(data: string, only?: CmsCollection): string[] {
  return dataFiles(data).flatMap((file) => {
    const form = editorFormOf(config, file);
    if (!form) return [`${file}: no collection of the editor holds this file`];
    if (only && form.collection !== only) return [];
    const formatter = formats.get(form.collection.format);
    if (!formatter) return [`${file}: the editor has no format ${form.collection.format}`];
    const text = fs.readFileSync(path.join(data, file.replace(/^data\//, "")), "utf8");
    let written = formatter.toFile(
      reversed(formatter.fromFile(text)),
      form.fields.map((field) => field.name),
    );
    if (!written.endsWith("\n")) written += "\n";
    return written === text ? [] : [`${file}: ${firstDifference(text, written)}`];
  });
}

describe("saving an unchanged entry writes the same bytes", () => {
  it("registers the format every collection names", () => {
    for (const collection of config.collections) {
      expect([collection.name, formats.has(collection.format)]).toEqual([collection.name, true]);
    }
  });

  describe.each(config.collections.map((collection) => [collection.name, collection] as const))(
    "%s",
    (_, collection) => {
      it("writes every file of the collection back byte for byte", () => {
        const files = dataFiles(dataDir).filter((file) => editorFormOf(config, file)?.collection === collection);
        expect(files.length).toBeGreaterThan(0);
        expect(roundTripProblems(dataDir, collection)).toEqual([]);
      });
    },
  );

  it("leaves no file of data/ out", () => {
    expect(dataFiles(dataDir).filter((file) => !editorFormOf(config, file))).toEqual([]);
  });

  it("reads each file as the site reads it (articles: gray-matter's front matter and body)", () => {
    const problems = dataFiles(dataDir).flatMap((file) => {
      const form = editorFormOf(config, file);
      const formatter = form && formats.get(form.collection.format);
      if (!formatter) return [];
      const read = formatter.fromFile(fs.readFileSync(path.join(repoRoot, file), "utf8"));
      return JSON.stringify(read) === JSON.stringify(editorValue(file, dataDir)) ? [] : [file];
    });
    expect(problems).toEqual([]);
  });

  it("writes with gatsby/cms-format.ts: the script and the module give the same bytes", () => {
    const collection = config.collections.find((c) => "folder" in c && c.folder === ARTICLES_FOLDER);
    const article = dataFiles(dataDir).find((file) => file.endsWith(".mdx")) ?? "";
    const record = dataFiles(dataDir).find((file) => /^data\/services\/en\//.test(file)) ?? "";
    for (const file of [article, record]) {
      const form = editorFormOf(config, file);
      if (!form || !collection) throw new Error(`no form for ${file}`);
      const formatter = formats.get(form.collection.format) as Formatter;
      const data = editorValue(file, dataDir) as Record<string, unknown>;
      const order = fieldOrder(form.fields);
      const fromModule = file.endsWith(".mdx") ? frontmatterToFile(data, order, YAML) : jsonToFile(data, order);
      expect(
        formatter.toFile(
          data,
          form.fields.map((f) => f.name),
        ),
      ).toBe(fromModule);
    }
  });

  it("names the file and the line when a file's keys are out of order", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-round-trip-"));
    try {
      const record = dataFiles(dataDir).find((file) => /^data\/services\/en\//.test(file)) ?? "";
      const article = dataFiles(dataDir).find((file) => file.endsWith(".mdx")) ?? "";
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        fs.writeFileSync(path.join(copy, file), text);
      };
      // The record with its keys reversed, as Prettier would still accept it.
      write(record, `${JSON.stringify(reversed(editorValue(record, dataDir)), null, 2)}\n`);
      // The article with its first two front-matter lines swapped.
      const text = fs.readFileSync(path.join(repoRoot, article), "utf8").split("\n");
      write(article, [text[0], text[2], text[1], ...text.slice(3)].join("\n"));

      const problems = roundTripProblems(path.join(copy, "data"));
      expect(problems).toEqual([
        expect.stringMatching(new RegExp(`^${article}: line 2: the file has ⟨${text[2].split(":")[0]}:`)),
        expect.stringMatching(new RegExp(`^${record}: line 2: `)),
      ]);
      // What the editor writes instead is the canonical order.
      const form = editorFormOf(config, record);
      expect(form && Object.keys(orderKeys(editorValue(record, dataDir), fieldOrder(form.fields)) as object)).toEqual(
        Object.keys(editorValue(record, dataDir) as object),
      );
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
