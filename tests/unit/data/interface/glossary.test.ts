/**
 * The Spanish glossary (data/interface/glossary.json) fixes how each recurring English term is rendered: every entry has
 * both languages, and no Spanish file (data, dictionary, articles) uses a wording the glossary says to avoid.
 */
import fs from "node:fs";
import path from "node:path";
import { collectionsOnDisk, recordFiles } from "../../../../gatsby/data-layout";
import { collectionIn } from "../../../../gatsby/translations";
import { accountingService } from "../../../../src/lib/structured-data/firm";
import { deadlinesFor, type TaxDeadlineRule } from "../../../../src/lib/tax-deadlines";
import { textIn } from "../../../../src/lib/interface-text";
import { nameInText } from "../../../../src/lib/locale";
import { spanishTwinOf } from "../../../../src/lib/link-language";
import es from "../../../../data/interface/es.json";

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

  it('has no English form title before the Spanish one (irs.gov/es: "Formulario 1116, Crédito por impuestos extranjeros")', () => {
    const connector = "(?:of|for|and|the|by|from|on|to|in|with|under|or)";
    const word = `(?:[A-Z][A-Za-z'’-]*|${connector})`;
    const englishTitle = new RegExp(`formulario [\\w/()-]+, ${word}(?: ${word})+ \\(`, "g");
    const originals = spanishFiles.map(({ file }) => ({
      file,
      text: fs.readFileSync(path.join(dataDir, "..", file), "utf8"),
    }));
    const found = originals.flatMap(({ file, text }) =>
      [...text.matchAll(new RegExp(englishTitle.source.replace("formulario", "Formulario"), "g"))].map(
        (m) => `${file}: ${m[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('labels a figure on its own, not as the rest of an English sentence ("De los clientes regresan…")', () => {
    const labels = spanishFiles.flatMap(({ file }) =>
      [...fs.readFileSync(path.join(dataDir, "..", file), "utf8").matchAll(/"label": "((?:De|Del|En) [^"]*)"/g)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    expect(labels).toEqual([]);
  });

  it('writes a figure with a plus in words, as the same block writes "Más de $100 millones"', () => {
    const plusFigures = (value: unknown): string[] =>
      typeof value === "string"
        ? /^\$?[\d,.]+\+$/.test(value)
          ? [value]
          : []
        : Array.isArray(value)
          ? value.flatMap(plusFigures)
          : value && typeof value === "object"
            ? Object.values(value).flatMap(plusFigures)
            : [];
    const found = collectionsOnDisk(dataDir).flatMap((name) =>
      plusFigures(collectionIn(name, "es", dataDir)).map((figure) => `${name}: ${figure}`),
    );
    expect(found).toEqual([]);
  });

  it("names the areas the firm serves in Spanish in the Spanish JSON-LD (areaServed)", () => {
    const english = collectionIn("firm", "en", dataDir) as unknown as Parameters<typeof accountingService>[0];
    const spanish = collectionIn("firm", "es", dataDir) as unknown as Parameters<typeof accountingService>[0];
    const served = (firm: typeof english) =>
      (accountingService(firm, "https://example.test", "/og/share-default.jpg").areaServed as { name: string }[]).map(
        (area) => area.name,
      );
    const englishNames = served(english).filter((name) => name !== english.address.city);
    expect(englishNames.length).toBeGreaterThan(0);
    for (const name of served(spanish)) expect(englishNames).not.toContain(name);
  });

  it('writes a service or category name in lower case inside a sentence ("Artículos sobre nómina")', () => {
    const t = textIn(es);
    const names = [
      ...(collectionIn("services", "es", dataDir) as { navLabel: string }[]).map((service) => service.navLabel),
      ...(collectionIn("service-categories", "es", dataDir) as { title: string }[]).map((category) => category.title),
    ];
    const sentences = names.flatMap((name) => {
      const inText = nameInText(name, "es");
      return [
        t("insights.topicTitle", { topic: inText }),
        t("insights.topicHeading", { topic: inText }),
        t("insights.topicMeta", { topic: inText, firm: "la firma" }),
        t("insights.serviceHeading", { topic: inText }),
        t("insights.serviceViewAll", { topic: inText }),
        t("insights.serviceLink", { service: inText }),
        t("services.categoryOverview", { title: inText }),
        t("services.explore", { title: inText }),
      ];
    });
    expect(sentences.length).toBeGreaterThan(20);
    expect(sentences.filter((sentence) => / (?:sobre|de|Explorar) [A-ZÁÉÍÓÚÑ][a-záéíóúñ]/.test(sentence))).toEqual([]);
    expect(nameInText("Nómina", "es")).toBe("nómina");
    expect(nameInText("Representación ante el IRS", "es")).toBe("representación ante el IRS");
    expect(nameInText("CFO", "es")).toBe("CFO");
    expect(nameInText("Payroll", "en")).toBe("Payroll");
  });

  it('writes a quarter\'s months "de julio a septiembre de 2026" in the Spanish deadlines', () => {
    const t = textIn(es);
    const rules = [
      ...(collectionIn("tax-deadline-rules", "es", dataDir) as unknown as TaxDeadlineRule[]),
      ...(collectionIn("tax-deadline-rules-illinois", "es", dataDir) as unknown as TaxDeadlineRule[]),
    ];
    const text = deadlinesFor(2026, rules, "es-US", t)
      .map((event) => `${event.title} ${event.description}`)
      .join("\n");
    expect(text).toContain("de julio a septiembre de 2026");
    expect(text).not.toMatch(
      /(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)–/,
    );
    expect(text).not.toMatch(/ a de (?:enero|abril|julio|octubre)/);
  });

  it('links the Spanish edition of an official page that has one instead of marking it "(en inglés)"', () => {
    const links = JSON.parse(fs.readFileSync(path.join(dataDir, "interface", "link-languages.json"), "utf8")) as {
      spanishTwins: { en: string; es: string }[];
    };
    expect(links.spanishTwins.length).toBeGreaterThan(0);
    for (const twin of links.spanishTwins) {
      expect(twin.es.startsWith("https://www.irs.gov/es/")).toBe(true);
      expect(spanishTwinOf(twin.en)).toBe(twin.es);
      expect(spanishTwinOf(`${twin.en}/`)).toBe(twin.es);
    }
    expect(spanishTwinOf("https://www.irs.gov/payments/direct-pay")).toBe("https://www.irs.gov/payments/direct-pay");
  });
});
