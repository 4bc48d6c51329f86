import { interfaceText, type Dictionary, type TextKey, type TextValues } from "../interface-text";
import type { PdfFirm } from "./types";

/**
 * Every word the PDF writers print that is not in the record being printed: the header's profession line, page
 * numbers, the checklist's closing line, the Yes / No choices and the document information. The writers take it as
 * a parameter, so the same records yield an English or a Spanish document.
 */
export interface PdfWords {
  /** The document's language (BCP 47), e.g. "en-US". */
  language: string;
  /** The line under the firm's name in the header band. */
  profession: string;
  /** The footer's page number, e.g. "Page 1 of 2". */
  pageNumber(page: number, pages: number): string;
  /** The document information's creator, e.g. "Riverwalk CPA Group website". */
  creator: string;
  /** The labels (and values) of a question's two choices. */
  yes: string;
  no: string;
  /** Keywords every checklist's document information carries besides its title and the firm's name. */
  checklistKeywords: string[];
  /** The line closing every checklist, with the firm's phone and email filled in. */
  checklistClosing: string;
}

/** The PDF words of the interface dictionary `dictionary` (data/interface/<locale>.json), for `firm`. */
export function pdfWords(firm: PdfFirm, dictionary: Dictionary): PdfWords {
  const t = (key: TextKey, values: TextValues = {}) => interfaceText(dictionary, key, values);
  return {
    language: t("dates.locale"),
    profession: t("pdf.profession"),
    pageNumber: (page, pages) => t("pdf.pageNumber", { page, pages }),
    creator: t("pdf.creator", { firm: firm.name }),
    yes: t("pdf.yes"),
    no: t("pdf.no"),
    checklistKeywords: [t("pdf.keywords.checklist"), t("pdf.keywords.tax")],
    checklistClosing: t("pdf.checklistClosing", { phone: firm.phoneDisplay, email: firm.email }),
  };
}
