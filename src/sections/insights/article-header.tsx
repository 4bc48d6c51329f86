import { LocalDate } from "../../components/ui/local-date";
import { Link } from "../../components/ui/link";
import { GatsbyImage } from "gatsby-plugin-image";
import { useText } from "../../hooks/use-text";
import { imageOf } from "../../lib/image";
import { teamMemberPath } from "../../lib/anchors";
import { topicPath } from "../../lib/insights";
import * as styles from "./article-header.module.css";

interface ArticleHeaderProps {
  article: NonNullable<Queries.ArticlePageQuery["mdx"]>;
}

/** One date of the byline, published or updated, with its term. */
function DateEntry({ term, iso, english }: { term: string; iso: string; english: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <LocalDate iso={iso} english={english} />
      </dd>
    </div>
  );
}

/** Topics, headline, summary, byline (author, role, dates, reading time) and the hero image of an article. */
export function ArticleHeader({ article }: ArticleHeaderProps) {
  const t = useText();
  const { frontmatter } = article;
  const { author } = frontmatter;
  const hero = imageOf(frontmatter.hero);
  const portrait = imageOf(author.image);
  return (
    <header className={styles.header}>
      <div className={styles.intro}>
        <ul className={styles.topics} aria-label={t("insights.topics")}>
          {frontmatter.topics.map((topic) => (
            <li key={topic.slug}>
              <Link to={topicPath(topic.slug)}>{topic.navLabel}</Link>
            </li>
          ))}
        </ul>
        <h1 className={styles.title}>{frontmatter.title}</h1>
        <p className={styles.dek}>{frontmatter.description}</p>
        <div className={styles.byline}>
          {portrait ? <GatsbyImage image={portrait} alt="" className={styles.portrait} /> : null}
          <div>
            <p className={styles.author}>
              {t("insights.by")}{" "}
              <Link to={teamMemberPath(author.key)} className={styles.authorLink}>
                {author.name}
              </Link>
              <span className={styles.role}>{author.position}</span>
            </p>
            <dl className={styles.dates}>
              <DateEntry
                term={t("insights.published")}
                iso={frontmatter.publishedIso}
                english={frontmatter.published}
              />
              <DateEntry term={t("insights.updated")} iso={frontmatter.updatedIso} english={frontmatter.updated} />
              <div>
                <dt className="visually-hidden">{t("insights.readingTime")}</dt>
                <dd>{t("insights.minRead", { count: article.readingMinutes })}</dd>
              </div>
            </dl>
          </div>
        </div>
      </div>
      {hero ? (
        <GatsbyImage
          image={hero}
          alt={frontmatter.heroAlt}
          className={styles.hero}
          loading="eager"
          fetchPriority="high"
        />
      ) : null}
    </header>
  );
}
