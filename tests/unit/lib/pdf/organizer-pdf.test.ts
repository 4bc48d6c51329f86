/**
 * The client's own document list as a PDF (src/lib/pdf/organizer-pdf.ts), built as the organizer page builds it in the
 * browser, in each edition's words, and read back with pdfjs-dist.
 */
import { textIn, type Dictionary } from "../../../../src/lib/interface-text";
import { localeTag } from "../../../../src/lib/locale";
import { documentsFor } from "../../../../src/lib/organizer/mapping";
import { prepareDocuments } from "../../../../src/lib/organizer/prepare";
import { buildOrganizerPdf } from "../../../../src/lib/pdf/organizer-pdf";
import { pdfWords } from "../../../../src/lib/pdf";
import { readData } from "../../../helpers/data";
import { collapse, extractPdfText } from "../../../helpers/extract-pdf-text";
import { organizerDocuments, organizerTopics } from "../../../helpers/organizer";
import { firm } from "../../../helpers/site-pdfs";

describe.each(["en", "es"] as const)("the organizer's PDF (%s)", (locale) => {
  const dictionary = readData<Dictionary>(`interface/${locale}.json`);
  const t = textIn(dictionary);
  const taxYear = 2026;
  const documents = documentsFor(
    prepareDocuments(organizerDocuments(locale, "data", taxYear), { taxYear, tag: localeTag(locale) }),
    {},
    taxYear,
  );
  const list = {
    title: t("organizer.pdfTitle", { taxYear }),
    subject: t("organizer.pdfSubject", { taxYear }),
    lead: t("organizer.pdfLead", { date: "DATE", missing: documents.length - 1, listed: documents.length }),
    topics: organizerTopics(locale).map((topic) => ({
      title: topic.title,
      items: documents
        .filter((d) => d.topic === topic.key)
        .map((d, index) => ({ title: d.title, detail: d.sender, ticked: index === 0 })),
    })),
  };

  it("has the list's title, its date and count, every topic and every document, in the edition's language", async () => {
    const bytes = await buildOrganizerPdf(list, firm, pdfWords(firm, dictionary), { date: new Date("2026-12-01") });
    const { pdf } = extractPdfText({ pdf: bytes });
    expect(pdf.title).toBe(list.title);
    const text = pdf.text.replace(/\s+/g, " ");
    [list.title, list.lead, ...list.topics.filter((topic) => topic.items.length).map((topic) => topic.title)].forEach(
      (words) => expect(text).toContain(collapse(words)),
    );
    documents.forEach((d) => expect(text).toContain(collapse(d.title).slice(0, 30)));
    expect(text).toContain(collapse(t("pdf.pageNumber", { page: 1, pages: pdf.pages })));
  }, 30000);
});
