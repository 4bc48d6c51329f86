import { useLocale } from "../../hooks/use-locale";
import { Link } from "../../components/ui/link";
import { ArrowRight, FileText, FolderOpen } from "lucide-react";
import { NewTabLink } from "../../components/ui/new-tab-link";
import * as styles from "./resource-boxes.module.css";
import { useText } from "../../hooks/use-text";
import { localizedPath } from "../../lib/locale";
import { TitledText } from "../../components/ui/titled-text";
import { ORGANIZER_PATH } from "../../lib/routes";

interface ResourceBoxesProps {
  organizer: { title: string; description: string; pdfPath: string | null };
  otherResourcesLead: string;
}

/**
 * The two resource boxes: the Client Tax Organizer (PDF, new tab) with the personal organizer page beside it, and the
 * Other Resources page.
 */
export function ResourceBoxes({ organizer, otherResourcesLead }: ResourceBoxesProps) {
  const t = useText();
  // On /es pages, the Spanish organizer (/es/tax_organizer.pdf) and the Spanish page.
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="resource-boxes-heading">
      <h2 id="resource-boxes-heading" className="visually-hidden">
        {t("resources.formsAndChecklists")}
      </h2>
      <div className={styles.grid}>
        <article className={styles.box}>
          <FileText aria-hidden="true" size={36} className={styles.icon} />
          <TitledText item={organizer} />
          <div className={styles.actions}>
            {organizer.pdfPath ? (
              <NewTabLink
                href={localizedPath(organizer.pdfPath, locale)}
                fileType={t("resources.pdf")}
                className={styles.action}
              >
                {t("resources.openOrganizer")}
              </NewTabLink>
            ) : null}
            <Link to={ORGANIZER_PATH} className={styles.textAction}>
              {t("resources.personalOrganizer")}
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
          </div>
        </article>
        <article className={`${styles.box} ${styles.dark}`}>
          <FolderOpen aria-hidden="true" size={36} className={styles.icon} />
          <h3>{t("resources.otherResources")}</h3>
          <p>{otherResourcesLead}</p>
          <Link to={localizedPath("/other-resources", locale)} className={styles.action}>
            {t("resources.browseOtherResources")}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </article>
      </div>
    </section>
  );
}
