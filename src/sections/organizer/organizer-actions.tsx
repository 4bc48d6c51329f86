import { useRef, useState } from "react";
import { Download, Printer, RotateCcw } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { useLocale, usePageDictionary } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { localeTag } from "../../lib/locale";
import type { PreparedDocument } from "../../lib/organizer/prepare";
import { formatLongDate } from "../../lib/tax-deadlines/date-format";
import { documentDetail } from "./document-detail";
import * as styles from "./organizer.module.css";

interface OrganizerActionsProps {
  taxYear: number;
  topics: readonly { key: string; title: string }[];
  listed: readonly PreparedDocument[];
  ticks: ReadonlySet<string>;
  onClear: () => void;
}

/**
 * The firm's logo mark as gatsby-plugin-manifest writes it from data/images/brand/logo-mark-512.png (the web
 * manifest's icon): the PDF's header shows it, as the site's other PDFs do. Without it the PDF draws a plain mark.
 */
const LOGO_MARK = "/icons/icon-256x256.png";

async function logoMark(): Promise<Uint8Array | undefined> {
  try {
    const response = await fetch(LOGO_MARK);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

/** Today in the visitor's clock, YYYY-MM-DD. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

/**
 * What the client does with the list: clear it, print it, or download it as a PDF. The PDF is made in the browser by
 * the site's PDF module (src/lib/pdf), whose code loads only on the first click, so the page stays light.
 */
export function OrganizerActions({ taxYear, topics, listed, ticks, onClear }: OrganizerActionsProps) {
  const t = useText();
  const locale = useLocale();
  const dictionary = usePageDictionary();
  const firm = useFirm();
  const [message, setMessage] = useState("");
  const making = useRef(false);
  const tag = localeTag(locale);

  const download = async () => {
    if (making.current) return;
    making.current = true;
    setMessage(t("organizer.pdfMaking"));
    try {
      const [{ buildOrganizerPdf }, { pdfWords }, logoPng] = await Promise.all([
        import("../../lib/pdf/organizer-pdf"),
        import("../../lib/pdf/words"),
        logoMark(),
      ]);
      const missing = listed.filter((document) => !ticks.has(document.key)).length;
      const bytes = await buildOrganizerPdf(
        {
          title: t("organizer.pdfTitle", { taxYear }),
          subject: t("organizer.pdfSubject", { taxYear }),
          lead: t("organizer.pdfLead", { date: formatLongDate(today(), tag), missing, listed: listed.length }),
          topics: topics.map((topic) => ({
            title: topic.title,
            items: listed
              .filter((document) => document.topic === topic.key)
              .map((document) => ({
                title: document.title,
                detail: documentDetail(document, t, tag),
                ticked: ticks.has(document.key),
              })),
          })),
        },
        firm,
        pdfWords(firm, dictionary),
        { logoPng },
      );
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = t("organizer.pdfFileName", { taxYear });
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setMessage(t("organizer.pdfReady"));
    } catch {
      setMessage(t("organizer.pdfFailed", { phone: firm.phoneDisplay }));
    } finally {
      making.current = false;
    }
  };

  const clear = () => {
    onClear();
    setMessage(t("organizer.cleared"));
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={() => window.print()}>
        <Printer aria-hidden="true" size={18} />
        {t("organizer.print")}
      </button>
      <button type="button" className={styles.action} onClick={() => void download()}>
        <Download aria-hidden="true" size={18} />
        {t("organizer.pdf")}
      </button>
      <button type="button" className={`${styles.action} ${styles.quiet}`} onClick={clear}>
        <RotateCcw aria-hidden="true" size={18} />
        {t("organizer.clear")}
      </button>
      <p className={styles.actionStatus} role="status">
        {message}
      </p>
    </div>
  );
}
