import { ButtonLink } from "../../components/ui/button-link";
import { ServiceCardGrid } from "./service-card-grid";
import type { WithPath } from "../../lib/service-index";
import * as styles from "./service-group.module.css";
import { useText } from "../../hooks/use-text";
import { useLocale } from "../../hooks/use-locale";
import { nameInText } from "../../lib/locale";

interface ServiceGroupProps {
  category: { key: string; title: string; path: string; summary: string; listHeading: string };
  /** The category's services in order, with their routes. */
  services: readonly WithPath<Queries.ServicePageCardFieldsFragment>[];
  /** Alternate background, so consecutive groups read as separate blocks. */
  tinted?: boolean;
}

/** One block of the services overview: the category's heading and summary, a card per page, a link to the category. */
export function ServiceGroup({ category, services, tinted = false }: ServiceGroupProps) {
  const t = useText();
  const locale = useLocale();
  const headingId = `group-${category.key}-heading`;
  return (
    <section className={tinted ? `${styles.group} ${styles.tinted}` : styles.group} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.header}>
          <div>
            <h2 id={headingId}>{category.title}</h2>
            <p className={styles.summary}>{category.summary}</p>
          </div>
          <ButtonLink to={category.path} variant="outline">
            {t("services.explore", { title: nameInText(category.title, locale) })}
          </ButtonLink>
        </div>
        <ServiceCardGrid services={services} label={category.listHeading} />
      </div>
    </section>
  );
}
