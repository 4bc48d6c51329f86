import type { PageProps } from "gatsby";
import { Link } from "../components/ui/link";
import { ArrowRight } from "lucide-react";
import { FixedPage } from "../components/layout/fixed-page";
import { buildServiceIndex } from "../lib/service-index";
import * as styles from "../sections/services/category-index.module.css";
import { useText } from "../hooks/use-text";
import { useLocale } from "../hooks/use-locale";
import { nameInText } from "../lib/locale";

export default function CategoriesView({ data }: PageProps<Queries.CategoriesPageQuery>) {
  const t = useText();
  const locale = useLocale();
  const index = buildServiceIndex(data.allServiceCategory.nodes);
  return (
    <FixedPage page={data.pageContent}>
      <div className={styles.wrapper}>
        <nav aria-label={t("services.categoryNav")} className={styles.jump}>
          <ul>
            {index.map((category) => (
              <li key={category.path}>
                <a href={`#${category.path.split("/").pop()}`}>
                  {category.title}{" "}
                  <span className={styles.count}>
                    ({t("services.categoryCount", { count: category.services.length })})
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {index.map((category) => {
          const anchor = category.path.split("/").pop() as string;
          return (
            <section key={category.path} aria-labelledby={anchor} className={styles.category}>
              <div className={styles.categoryHeader}>
                <h2 id={anchor}>{category.title}</h2>
                <p>{category.summary}</p>
                <Link to={category.path} className={styles.categoryLink}>
                  {t("services.categoryOverview", { title: nameInText(category.title, locale) })}
                  <ArrowRight aria-hidden="true" size={18} />
                </Link>
              </div>
              <ul className={styles.pages}>
                {category.services.map((service) => (
                  <li key={service.path} className={styles.page}>
                    <h3>
                      <Link to={service.path}>{service.cardTitle}</Link>
                    </h3>
                    <p>{service.cardDescription}</p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </FixedPage>
  );
}
