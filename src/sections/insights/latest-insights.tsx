import { graphql, useStaticQuery } from "gatsby";
import { ButtonLink } from "../../components/ui/button-link";
import { Section } from "../../components/ui/section";
import { useText } from "../../hooks/use-text";
import { insightsPath } from "../../lib/insights";
import { ArticleList } from "./article-list";
import { useLocale } from "../../hooks/use-locale";

/** The three newest articles, for the home page; nothing until an article is published. */
export function LatestInsights() {
  const t = useText();
  const locale = useLocale();
  const data = useStaticQuery<Queries.LatestInsightsQuery>(graphql`
    query LatestInsights {
      allMdx(
        filter: { locale: { eq: "en" } }
        sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
        limit: 3
      ) {
        nodes {
          ...ArticleCardFields
        }
      }
      es: allMdx(
        filter: { locale: { eq: "es" } }
        sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
        limit: 3
      ) {
        nodes {
          ...ArticleCardFields
        }
      }
    }
  `);
  // The `es` selection: the Spanish articles, with their topics' names in Spanish.
  const articles = (locale === "es" ? data.es : data.allMdx).nodes;
  if (!articles.length) return null;
  return (
    <Section
      headingId="latest-insights-heading"
      eyebrow={t("insights.latestEyebrow")}
      heading={t("insights.latestHeading")}
      lead={t("insights.latestLead")}
      centered
      cta={
        <ButtonLink to={insightsPath} variant="secondary">
          {t("insights.viewAll")}
        </ButtonLink>
      }
    >
      <ArticleList articles={articles} headingLevel={3} />
    </Section>
  );
}
