import type { Translate } from "../../lib/interface-text";
import type { PreparedDocument } from "../../lib/organizer/prepare";
import { formatLongDate } from "../../lib/tax-deadlines/date-format";

/** When a document comes: the date its deadline rule gives, then the record's own words, if any. */
export function whenText(document: PreparedDocument, t: Translate, tag: string): string {
  const due = document.due
    ? t("organizer.dueBy", { date: formatLongDate(document.due, tag, { weekday: true }) })
    : null;
  return [due, document.arrives].filter(Boolean).join(" ");
}

/** Who sends a document and when, in one line (the PDF's detail under its title). */
export function documentDetail(document: PreparedDocument, t: Translate, tag: string): string {
  return `${t("organizer.sender")} ${document.sender}. ${whenText(document, t, tag)}`.trim();
}
