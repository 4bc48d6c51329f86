import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { useFirm } from "../hooks/use-firm";
import { useText } from "../hooks/use-text";
import { listingPagePath, paginationLinks } from "../lib/insights";
import { deferredView } from "../hydration/deferred-view";
import { listingRecord, topicRecord } from "../lib/insights-listing";
import type { InsightsListContext } from "../views/insights-list";
import { useLocale } from "../hooks/use-locale";
import { nameInText } from "../lib/locale";

type Data = Queries.InsightsListQuery;

/** /insights, /insights/page/<n>, /insights/topic/<slug> and its pages: banner, topic filter, articles, pagination. */
export default deferredView<PageProps<Data, InsightsListContext>>(
  () => import(/* webpackChunkName: "view---src-templates-insights-list-tsx" */ "../views/insights-list"),
);

export function Head({ data, pageContext }: HeadProps<Data, InsightsListContext>) {
  const t = useText();
  const locale = useLocale();
  const firm = useFirm();
  const page = listingRecord(data.pageContent);
  const topic = pageContext.topic ? topicRecord(data, pageContext.topic) : null;
  const name = topic ? t("insights.topicTitle", { topic: nameInText(topic.navLabel, locale) }) : page.title;
  const { currentPage, pageCount, basePath } = pageContext;
  const title = currentPage > 1 ? t("insights.pageTitle", { title: name, page: currentPage, count: pageCount }) : name;
  const description = topic
    ? t("insights.topicMeta", { firm: firm.name, topic: nameInText(topic.navLabel, locale) })
    : page.metaDescription;
  const links = paginationLinks(basePath, currentPage, pageCount);
  return (
    <Seo title={title} description={description} pathname={listingPagePath(basePath, currentPage)}>
      {links.previous ? <link rel="prev" href={links.previous} /> : null}
      {links.next ? <link rel="next" href={links.next} /> : null}
    </Seo>
  );
}

export const query = graphql`
  query InsightsList($ids: [String!]!, $locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/insights" }) {
      ...PageContentFields
    }
    articles: allMdx(
      filter: { id: { in: $ids } }
      sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...ArticleCardFields
      }
    }
    allTopics: allMdx(filter: { locale: { eq: $locale } }) {
      nodes {
        frontmatter {
          topics {
            category {
              path
            }
            slug
            navLabel
            cardDescription
          }
        }
      }
    }
  }
`;
