import { graphql } from "gatsby";
import { LocalDate } from "../../components/ui/local-date";
import { Link } from "../../components/ui/link";
import { GatsbyImage } from "gatsby-plugin-image";
import { useText } from "../../hooks/use-text";
import { imageOf } from "../../lib/image";
import { articlePath } from "../../lib/insights";
import * as styles from "./article-card.module.css";

interface ArticleCardProps {
  article: Queries.ArticleCardFieldsFragment;
  /** Level of the title's heading in the page's outline. */
  headingLevel?: 2 | 3;
}

/** One article in a list: illustration, first topic, title (the link; the whole card is its target), summary, date. */
export function ArticleCard({ article, headingLevel = 2 }: ArticleCardProps) {
  const t = useText();
  const { frontmatter } = article;
  const image = imageOf(frontmatter.hero);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {image ? <GatsbyImage image={image} alt="" className={styles.image} /> : null}
      <div className={styles.body}>
        {frontmatter.topics[0] ? <p className={styles.topic}>{frontmatter.topics[0].navLabel}</p> : null}
        <Heading className={styles.title}>
          <Link to={articlePath(article.slug)} className={styles.link}>
            {frontmatter.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{frontmatter.description}</p>
        <p className={styles.meta}>
          <LocalDate iso={frontmatter.publishedIso} english={frontmatter.published} />
          <span aria-hidden="true"> · </span>
          <span>{t("insights.minRead", { count: article.readingMinutes })}</span>
        </p>
      </div>
    </article>
  );
}

export const articleCardFields = graphql`
  fragment ArticleCardFields on Mdx {
    id
    slug
    readingMinutes
    frontmatter {
      title
      description
      published(formatString: "MMMM D, YYYY")
      publishedIso: published(formatString: "YYYY-MM-DD")
      topics {
        slug
        navLabel
      }
      hero {
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1.6, formats: [AUTO, WEBP], quality: 68, breakpoints: [360, 560])
        }
      }
    }
  }
`;
