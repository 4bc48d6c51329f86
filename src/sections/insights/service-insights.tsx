import { graphql, useStaticQuery } from "gatsby";
import { LocalDate } from "../../components/ui/local-date";
import { Link } from "../../components/ui/link";
import { ArrowRight } from "lucide-react";
import { useText } from "../../hooks/use-text";
import { articlePath, topicPath } from "../../lib/insights";
import { editionOf, nameInText } from "../../lib/locale";
import * as styles from "./service-insights.module.css";
import { useLocale } from "../../hooks/use-locale";

interface ServiceInsightsProps {
  /** Slug of the service page, the topic of its articles. */
  topic: string;
  /** The service's name, e.g. Payroll. */
  label: string;
}

/** On a service page: the articles on its topic, newest first, with a link to all of them; nothing when none. */
export function ServiceInsights({ topic, label }: ServiceInsightsProps) {
  const t = useText();
  const data = useStaticQuery<Queries.ServiceInsightsQuery>(graphql`
    query ServiceInsights {
      editions {
        locale
        articles {
          ...ServiceInsightFields
        }
      }
    }
    fragment ServiceInsightFields on Mdx {
      id
      slug
      readingMinutes
      frontmatter {
        title
        published(formatString: "MMMM D, YYYY")
        publishedIso: published(formatString: "YYYY-MM-DD")
        topics {
          slug
        }
      }
    }
  `);
  const locale = useLocale();
  const articles = editionOf(data.editions, locale).articles.filter((article) =>
    article.frontmatter.topics.some((item) => item.slug === topic),
  );
  if (!articles.length) return null;
  return (
    <section className={styles.section} aria-labelledby="service-insights-heading">
      <h2 id="service-insights-heading">{t("insights.serviceHeading", { topic: nameInText(label, locale) })}</h2>
      <ul className={styles.list}>
        {articles.slice(0, 4).map((article) => (
          <li key={article.id} className={styles.item}>
            <Link to={articlePath(article.slug)} className={styles.link}>
              {article.frontmatter.title}
            </Link>
            <p className={styles.meta}>
              <LocalDate iso={article.frontmatter.publishedIso} english={article.frontmatter.published} />
              <span aria-hidden="true"> · </span>
              {t("insights.minRead", { count: article.readingMinutes })}
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to={topicPath(topic)}>
          {t("insights.serviceViewAll", { topic: nameInText(label, locale) })}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </p>
    </section>
  );
}
