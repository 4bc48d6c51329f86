/**
 * The editor's configuration comes from the schema alone (gatsby/cms-config.ts, `@editor` in gatsby/schema.ts): a
 * scratch copy of data/ in which every record is changed (every text longer or emptied, every list of a record
 * emptied or longer, a new record in every collection, a new article) gives admin/config.yml byte for byte as the
 * real data/ does. The files without a GraphQL type (the interface dictionary, the glossary, the brand) keep their
 * keys, which are their structure, and so their lists are only lengthened; their texts change like any other.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { cmsConfigYaml, dataFiles } from "../../../gatsby/cms-config";
import { repoRoot } from "../../helpers/data";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const dataDir = path.join(repoRoot, "data");
const options = { siteUrl: "https://www.example.com", env: {} };

/** Every text longer or emptied, in turn; a record's lists emptied or longer, in turn (`structural`: only longer). */
function changed(value: Json, structural: boolean, turn = { count: 0 }): Json {
  turn.count += 1;
  if (typeof value === "string") {
    return turn.count % 2 ? `${value} ${"and a good deal more text than any value held before. ".repeat(4)}` : "";
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => changed(item, structural, turn));
    if (!structural && turn.count % 3 === 0) return [];
    return items.length ? [...items, items[0]] : items;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, changed(item, structural, turn)]));
  }
  return value;
}

/** The copy, changed. */
function changedCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-stability-"));
  const copy = path.join(root, "data");
  fs.cpSync(dataDir, copy, { recursive: true, filter: (source) => !source.startsWith(path.join(dataDir, "images")) });
  const files = dataFiles(copy);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const full = path.join(copy, file.replace(/^data\//, ""));
    const text = fs.readFileSync(full, "utf8");
    if (file.endsWith(".mdx")) {
      const { data, content } = matter(text);
      fs.writeFileSync(
        full,
        matter.stringify(`${content}\n\nOne more paragraph.\n`, changed(data as Json, false) as object),
      );
    } else {
      // A record of a collection (data/<collection>/<locale>/<file>.json) or a singleton; else a file whose keys
      // are its structure.
      const record = /^data\/[\w-]+\/(en|es)\/[\w-]+\.json$/.test(file);
      fs.writeFileSync(full, `${JSON.stringify(changed(JSON.parse(text) as Json, !record), null, 2)}\n`);
    }
  }
  // A new record in every collection of records, and a new article, in both editions.
  const folders = new Set(files.map((file) => path.dirname(file)).filter((dir) => /\/(en|es)$/.test(dir)));
  for (const folder of folders) {
    const first = files.find((file) => path.dirname(file) === folder) as string;
    const extension = path.extname(first);
    fs.copyFileSync(
      path.join(copy, first.replace(/^data\//, "")),
      path.join(copy, folder.replace(/^data\//, ""), `a-new-record${extension}`),
    );
  }
  return copy;
}

it("writes admin/config.yml byte for byte the same from a data/ whose every record changed", () => {
  const before = cmsConfigYaml({ ...options, dataDir });
  const copy = changedCopy();
  try {
    expect(cmsConfigYaml({ ...options, dataDir: copy })).toBe(before);
  } finally {
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
});

it("is a test that can fail: a changed key of a file without a GraphQL type changes the configuration", () => {
  const copy = changedCopy();
  try {
    const brand = path.join(copy, "brand.json");
    fs.writeFileSync(brand, JSON.stringify({ ...JSON.parse(fs.readFileSync(brand, "utf8")), aNewKey: "x" }));
    expect(cmsConfigYaml({ ...options, dataDir: copy })).not.toBe(cmsConfigYaml({ ...options, dataDir }));
  } finally {
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
});
