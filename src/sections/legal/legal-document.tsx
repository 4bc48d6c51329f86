import { graphql } from "gatsby";
import { FirmAddressLines } from "../../components/ui/firm-address";
import { LocalDate } from "../../components/ui/local-date";
import { useFirm } from "../../hooks/use-firm";
import { uniqueAnchors } from "../../lib/anchors";
import * as styles from "./legal-document.module.css";
import { useText } from "../../hooks/use-text";

function FirmContact() {
  const t = useText();
  const firm = useFirm();
  return (
    <address className={styles.contact}>
      <FirmAddressLines />
      <br />
      {t("legal.phone")} <a href={`tel:${firm.phoneTel}`}>{firm.phoneDisplay}</a>
      <br />
      {t("legal.email")} <a href={`mailto:${firm.email}`}>{firm.email}</a>
    </address>
  );
}

/**
 * A legal document (data/legal-documents/): effective date, a table of
 * contents of in-page links, and one h2 section per heading.
 */
export function LegalDocument({ document }: { document: Queries.LegalDocumentFieldsFragment }) {
  const t = useText();
  const anchors = uniqueAnchors(document.sections.map((section) => section.heading));
  return (
    <div className={styles.wrapper}>
      <aside className={styles.aside}>
        <p className={styles.effective}>
          {t("legal.effectiveDate")} <LocalDate iso={document.effectiveIso} english={document.effectiveDate} />
        </p>
        <nav aria-labelledby="toc-heading" className={styles.toc}>
          <p id="toc-heading" className={styles.tocHeading}>
            {t("legal.onThisPage")}
          </p>
          <ol>
            {document.sections.map((section, index) => (
              <li key={anchors[index]}>
                <a href={`#${anchors[index]}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      </aside>
      <article className={styles.article} aria-label={document.title}>
        {document.sections.map((section, index) => (
          <section key={anchors[index]} aria-labelledby={anchors[index]} className={styles.section}>
            <h2 id={anchors[index]}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}.
              </span>{" "}
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list?.length ? (
              <ul>
                {section.list.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            ) : null}
            {section.showFirmContact ? <FirmContact /> : null}
          </section>
        ))}
      </article>
    </div>
  );
}

export const legalDocumentFields = graphql`
  fragment LegalDocumentFields on LegalDocument {
    title
    effectiveDate(formatString: "MM/DD/YYYY")
    effectiveIso: effectiveDate(formatString: "YYYY-MM-DD")
    sections {
      heading
      paragraphs
      list
      showFirmContact
    }
  }
`;
