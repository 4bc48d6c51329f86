import { Link } from "../../components/ui/link";
import { ArrowRight } from "lucide-react";
import { useText } from "../../hooks/use-text";
import { topicServicePath } from "../../lib/insights";
import * as styles from "./related-services.module.css";

interface RelatedServicesProps {
  topics: readonly { slug: string; category: { path: string }; navLabel: string; cardDescription: string }[];
}

/** The services an article is about, each linking to its page. */
export function RelatedServices({ topics }: RelatedServicesProps) {
  const t = useText();
  return (
    <section className={styles.services} aria-labelledby="related-services-heading">
      <h2 id="related-services-heading" className={styles.heading}>
        {t("insights.relatedServices")}
      </h2>
      <ul className={styles.list}>
        {topics.map((topic) => (
          <li key={topic.slug} className={styles.item}>
            <Link to={topicServicePath(topic)} className={styles.link}>
              {topic.navLabel}
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
            <p>{topic.cardDescription}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
