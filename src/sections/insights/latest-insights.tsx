import { graphql, useStaticQuery } from "gatsby";
import { ButtonLink } from "../../components/ui/button-link";
import { Section } from "../../components/ui/section";
import { useText } from "../../hooks/use-text";
import { insightsPath } from "../../lib/insights";
import { editionOf } from "../../lib/locale";
import { ArticleList } from "./article-list";
import { useLocale } from "../../hooks/use-locale";

/** The three newest articles, for the home page; nothing until an article is published. */
export function LatestInsights() {
  const t = useText();
  const locale = useLocale();
  const data = useStaticQuery<Queries.LatestInsightsQuery>(graphql`
    query LatestInsights {
      editions {
        locale
        articles(limit: 3) {
          ...ArticleCardFields
        }
      }
    }
  `);
  // Each edition's articles, newest first, with their topics' names in its language.
  const { articles } = editionOf(data.editions, locale);
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
