/**
 * The Spanish overlays (gatsby/translations.ts): how a record and its Spanish merge, and the completeness check
 * that fails the build naming the collection, record and field.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  LOCALIZED_LINK_FIELDS,
  collectionProblems,
  interfaceProblems,
  mergeCollection,
  mergeTranslation,
  collectionIn,
  translationProblems,
  type Json,
} from "../../../gatsby/translations";

import { collection, collectionFiles } from "../../helpers/data";

const dataDir = path.resolve(__dirname, "../../../data");

const service = {
  slug: "payroll",
  order: 3,
  category: "accounting",
  image: "images/services/payroll.jpg",
  banner: { heading: "Payroll", intro: "Paid on time, every time." },
  accounting: {
    funFacts: [
      { image: "images/funfacts/a.png", value: "98%", label: "Payroll runs" },
      { image: "images/funfacts/b.png", value: "All 50 states", label: "Where employees work" },
    ],
    checklist: ["Form W-4", "Bank details for direct deposit"],
  },
};

const servicio = {
  slug: "payroll",
  banner: { heading: "Nómina", intro: "Pagada a tiempo, siempre." },
  accounting: {
    funFacts: [
      { label: "Nóminas procesadas" },
      { value: "Los 50 estados", label: "Donde trabajan los empleados" },
    ] as Json[],
    checklist: ["Formulario W-4", "Datos bancarios para el depósito directo"],
  },
};

describe("mergeTranslation", () => {
  it("lays the Spanish text over nested objects and lists, by position, and keeps every other value", () => {
    expect(mergeTranslation(service, servicio)).toEqual({
      slug: "payroll",
      order: 3,
      category: "accounting",
      image: "images/services/payroll.jpg",
      banner: { heading: "Nómina", intro: "Pagada a tiempo, siempre." },
      accounting: {
        funFacts: [
          { image: "images/funfacts/a.png", value: "98%", label: "Nóminas procesadas" },
          { image: "images/funfacts/b.png", value: "Los 50 estados", label: "Donde trabajan los empleados" },
        ],
        checklist: ["Formulario W-4", "Datos bancarios para el depósito directo"],
      },
    });
  });

  it("never takes a non-text field from the Spanish", () => {
    const merged = mergeTranslation(service, { ...servicio, image: "images/otra.jpg", category: "taxes" });
    expect(merged).toMatchObject({ image: "images/services/payroll.jpg", category: "accounting" });
  });
});

describe("localized link fields", () => {
  const form = {
    key: "w4",
    title: "Form W-4",
    path: "/fw4.pdf",
    officialUrl: "https://www.irs.gov/forms-pubs/about-form-w-4",
  };
  const formulario = { key: "w4", title: "Formulario W-4" };

  it("are the official form's address only", () => {
    expect([...LOCALIZED_LINK_FIELDS]).toEqual(["officialUrl"]);
  });

  it("take the Spanish record's own link when it gives one, and the English link otherwise", () => {
    const spanishForm = "https://www.irs.gov/pub/irs-pdf/fw4sp.pdf";
    expect(mergeCollection("new-employee-forms", [form], [{ ...formulario, officialUrl: spanishForm }])).toEqual([
      { ...form, title: "Formulario W-4", officialUrl: spanishForm },
    ]);
    expect(mergeCollection("new-employee-forms", [form], [formulario])).toEqual([{ ...form, title: "Formulario W-4" }]);
    expect(collectionProblems("new-employee-forms", [form], [formulario], "es")).toEqual([]);
    expect(
      collectionProblems("new-employee-forms", [form], [{ ...formulario, officialUrl: spanishForm }], "es"),
    ).toEqual([]);
  });

  it("must be a link other than the English one, while every other link stays out of the Spanish", () => {
    const problems = (overlay: Record<string, Json>) =>
      collectionProblems("new-employee-forms", [form], [{ ...formulario, ...overlay }], "es");
    expect(problems({ officialUrl: "el sitio del IRS" })).toEqual([
      "data/new-employee-forms/es/w4.json: record w4: field officialUrl must be a link (a URL or path), or be left out of the Spanish",
    ]);
    expect(problems({ officialUrl: form.officialUrl })).toEqual([
      "data/new-employee-forms/es/w4.json: record w4: field officialUrl repeats the English link: leave it out of the Spanish",
    ]);
    expect(problems({ path: "/es/fw4.pdf" })).toEqual([
      "data/new-employee-forms/es/w4.json: record w4: field path is not visitor text: leave it out of the Spanish",
    ]);
    expect(mergeCollection("new-employee-forms", [form], [{ ...formulario, path: "/otro.pdf" }])).toEqual([
      { ...form, title: "Formulario W-4" },
    ]);
  });

  it("give the Spanish W-4 record of data/ the Spanish form, Formulario W-4(SP), and leave the I-9 in English", () => {
    const forms = collectionIn("new-employee-forms", "es", dataDir) as { key: string; officialUrl: string }[];
    expect(forms.find((f) => f.key === "w4")?.officialUrl).toBe("https://www.irs.gov/pub/irs-pdf/fw4sp.pdf");
    expect(forms.find((f) => f.key === "i9")?.officialUrl).toBe("https://www.uscis.gov/i-9");
  });
});

describe("mergeCollection", () => {
  it("matches records by identifier, not by position", () => {
    const english = [
      { key: "a", order: 1, title: "First" },
      { key: "b", order: 2, title: "Second" },
    ];
    const spanish = [
      { key: "b", title: "Segundo" },
      { key: "a", title: "Primero" },
    ];
    expect(mergeCollection("values", english, spanish)).toEqual([
      { key: "a", order: 1, title: "Primero" },
      { key: "b", order: 2, title: "Segundo" },
    ]);
  });

  it("matches records without key or slug by group and order", () => {
    const english: Json[] = [
      { group: "awards", order: 1, year: 2020, title: "Best firm" },
      { group: "tools", order: 1, title: "QuickBooks partner" },
    ];
    const spanish = [
      { group: "tools", order: 1, title: "Socio de QuickBooks" },
      { group: "awards", order: 1, title: "Mejor firma" },
    ];
    const merged = mergeCollection("carousel-items", english, spanish) as { title: string }[];
    expect(merged.map((item) => item.title)).toEqual(["Mejor firma", "Socio de QuickBooks"]);
  });

  it("keeps the notice a Spanish legal page adds before its first paragraph", () => {
    const english = [{ slug: "/privacy-policy", sections: [{ heading: "Scope", paragraphs: ["One.", "Two."] }] }];
    const spanish = [
      { slug: "/privacy-policy", sections: [{ heading: "Alcance", paragraphs: ["Aviso.", "Uno.", "Dos."] }] },
    ];
    expect(mergeCollection("legal-documents", english, spanish)).toEqual([
      { slug: "/privacy-policy", sections: [{ heading: "Alcance", paragraphs: ["Aviso.", "Uno.", "Dos."] }] },
    ]);
    expect(collectionProblems("legal-documents", english, spanish, "es")).toEqual([]);
    expect(
      collectionProblems(
        "legal-documents",
        english,
        [{ ...spanish[0], sections: [{ heading: "Alcance", paragraphs: ["Uno.", "Dos."] }] }],
        "es",
      ),
    ).toEqual([
      "data/legal-documents/es/privacy-policy.json: record /privacy-policy: field sections.0.paragraphs has 2 items in Spanish; 3 expected",
    ]);
  });
});

describe("collectionProblems", () => {
  it("accepts a complete overlay", () => {
    expect(collectionProblems("services", [service], [servicio], "es")).toEqual([]);
  });

  it("names the collection, record and field of a missing Spanish value", () => {
    const blank = { ...servicio, banner: { heading: "Nómina", intro: " " } };
    expect(collectionProblems("services", [service], [blank], "es")).toEqual([
      "data/services/es/payroll.json: record payroll: field banner.intro has no Spanish",
    ]);
  });

  it("names every text field of a missing object or list item, and never a non-text one", () => {
    const partial = {
      ...servicio,
      accounting: { ...servicio.accounting, funFacts: [{ label: "Nóminas" }, {}] as Json[] },
    };
    expect(collectionProblems("services", [service], [partial], "es")).toEqual([
      "data/services/es/payroll.json: record payroll: field accounting.funFacts.1.value has no Spanish",
      "data/services/es/payroll.json: record payroll: field accounting.funFacts.1.label has no Spanish",
    ]);
    const { banner, ...withoutBanner } = servicio;
    expect(banner).toBeDefined();
    expect(collectionProblems("services", [service], [withoutBanner], "es")).toEqual([
      "data/services/es/payroll.json: record payroll: field banner.heading has no Spanish",
      "data/services/es/payroll.json: record payroll: field banner.intro has no Spanish",
    ]);
  });

  it("fails a placeholder the Spanish renamed or dropped", () => {
    const english = [{ key: "gift-tax", title: "Gift tax returns for {taxYear}", description: "Due {date}." }];
    const spanish = [{ key: "gift-tax", title: "Donaciones de {year}", description: "Vence el 15 de abril." }];
    expect(collectionProblems("tax-deadline-rules", english, spanish, "es")).toEqual([
      "data/tax-deadline-rules/es/gift-tax.json: record gift-tax: field title has placeholders {year}; the English has {taxYear}",
      "data/tax-deadline-rules/es/gift-tax.json: record gift-tax: field description has placeholders (none); the English has {date}",
    ]);
  });

  it("fails a Spanish record without English, a missing record and a copied non-text field", () => {
    const english: Json[] = [
      { key: "a", image: "images/a.png", title: "Alpha" },
      { key: "b", title: "Beta" },
    ];
    const spanish: Json[] = [
      { key: "a", image: "images/a.png", title: "Alfa" },
      { key: "z", title: "Zeta" },
    ];
    expect(collectionProblems("industries", english, spanish, "es")).toEqual([
      "data/industries/es/z.json: record z has no English record in data/industries/en/z.json",
      "data/industries/es/a.json: record a: field image is not visitor text: leave it out of the Spanish",
      "data/industries/es/b.json: record b has no Spanish record",
    ]);
  });

  it("fails a non-text field in the Spanish even when empty, which the editor no longer writes", () => {
    const english = [{ key: "a", title: "Alpha", employmentType: ["FULL_TIME"] }];
    for (const employmentType of [[], ["PART_TIME"]]) {
      expect(collectionProblems("careers", english, [{ key: "a", title: "Alfa", employmentType }], "es")).toEqual([
        "data/careers/es/a.json: record a: field employmentType is not visitor text: leave it out of the Spanish",
      ]);
    }
  });

  it("requires a Spanish record for every English record with visitor text, and a Spanish singleton", () => {
    expect(collectionProblems("faqs", [{ key: "a", question: "Why?" }], undefined, "es")).toEqual([
      "data/faqs/es/a.json: record a has no Spanish record",
    ]);
    expect(collectionProblems("firm", { tagline: "Trusted CPAs" }, undefined, "es")).toEqual([
      "data/site/es/firm.json is missing: data/site/en/firm.json has visitor text",
    ]);
  });
});

describe("interfaceProblems", () => {
  const en = { forms: { send: "Send", results: { one: "{count} result", other: "{count} results" } } };

  it("requires the same keys both ways and the same placeholders", () => {
    expect(
      interfaceProblems(
        en,
        {
          forms: { send: "Enviar", results: { one: "1 resultado", other: "{count} resultados" } },
        },
        "es",
      ),
    ).toEqual(["data/interface/es.json: key forms.results.one has placeholders (none); the English has {count}"]);
    expect(
      interfaceProblems(
        en,
        {
          forms: { results: { one: "{count} resultado", other: "{count} resultados" }, extra: "Más" },
        },
        "es",
      ),
    ).toEqual([
      "data/interface/es.json: key forms.send has no Spanish",
      "data/interface/es.json: key forms.extra is not in data/interface/en.json",
    ]);
  });
});

describe("the Spanish in data/", () => {
  it("is complete: every collection, record, field and interface key", () => {
    expect(translationProblems(dataDir)).toEqual([]);
  });

  it("gives the Spanish records of a collection with their English identifiers, images and figures", () => {
    const english = collection<Json[]>("services");
    const spanish = collectionIn("services", "es", dataDir) as typeof english;
    expect(spanish).toHaveLength(english.length);
    spanish.forEach((record, i) => {
      const source = english[i] as Record<string, Json>;
      expect(record).toMatchObject({ slug: source.slug, category: source.category, image: source.image });
      expect((record as Record<string, Json>).navLabel).not.toBe(source.navLabel);
    });
  });

  it("fails when one Spanish value is blanked, naming the file, record and field", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "translations-"));
    fs.cpSync(dataDir, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}images`) });
    const [first] = collectionFiles("faqs", "es");
    const file = path.join(copy, "faqs", "es", `${first.name}.json`);
    const faq = JSON.parse(fs.readFileSync(file, "utf8")) as { answer: string };
    faq.answer = "";
    fs.writeFileSync(file, JSON.stringify(faq));
    const { key } = collectionFiles("faqs", "en").find((english) => english.name === first.name)?.record as {
      key: string;
    };
    expect(translationProblems(copy)).toEqual([
      `data/faqs/es/${first.name}.json: record ${key}: field answer has no Spanish`,
    ]);
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it("fails a Spanish file that translates no English record, naming it", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "translations-"));
    fs.cpSync(dataDir, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}images`) });
    const [first] = collectionFiles("faqs", "es");
    fs.copyFileSync(path.join(copy, "faqs", "es", `${first.name}.json`), path.join(copy, "faqs", "es", "stray.json"));
    expect(translationProblems(copy)).toEqual([
      "data/faqs/es/stray.json translates no English record (data/faqs/en/stray.json is missing)",
    ]);
    fs.rmSync(copy, { recursive: true, force: true });
  });
});
