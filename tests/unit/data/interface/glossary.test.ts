/**
 * The Spanish glossary (data/interface/glossary.json) fixes how each recurring English term is rendered: every entry has
 * both languages, and no Spanish file (data, dictionary, articles) uses a wording the glossary says to avoid.
 */
import fs from "node:fs";
import path from "node:path";
import { collectionsOnDisk, recordFiles } from "../../../../gatsby/data-layout";

interface GlossaryTerm {
  en: string;
  es: string;
  avoid?: string[];
  note?: string;
}

const dataDir = path.resolve(__dirname, "../../../../data");
const glossary = JSON.parse(fs.readFileSync(path.join(dataDir, "interface", "glossary.json"), "utf8")) as {
  terms: GlossaryTerm[];
};

/** Every Spanish file but the glossary itself, with its text lower-cased. */
const spanishFiles = [
  ...collectionsOnDisk(dataDir).flatMap((name) =>
    recordFiles(name, "es", dataDir).map(({ file }) => path.relative("data", file)),
  ),
  "interface/es.json",
  ...fs
    .readdirSync(path.join(dataDir, "insights", "es"))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => `insights/es/${file}`),
].map((file) => ({ file: `data/${file}`, text: fs.readFileSync(path.join(dataDir, file), "utf8").toLowerCase() }));

describe("the Spanish glossary", () => {
  it("gives every term in English and in Spanish, once", () => {
    glossary.terms.forEach((term) => {
      expect(typeof term.en === "string" && term.en.trim()).toBeTruthy();
      expect(typeof term.es === "string" && term.es.trim()).toBeTruthy();
    });
    const english = glossary.terms.map((term) => term.en.toLowerCase());
    expect(english.filter((term, i) => english.indexOf(term) !== i)).toEqual([]);
  });

  it("is followed: no Spanish file contains a wording to avoid", () => {
    expect(spanishFiles.length).toBeGreaterThan(20);
    const uses = glossary.terms.flatMap((term) =>
      (term.avoid ?? []).flatMap((wording) =>
        spanishFiles
          .filter(({ text }) => text.includes(wording.toLowerCase()))
          .map(({ file }) => `${file} uses "${wording}"; the glossary renders "${term.en}" as "${term.es}"`),
      ),
    );
    expect(uses).toEqual([]);
  });
});
