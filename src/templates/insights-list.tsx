import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageBanner, bannerProps } from "../components/layout/page-banner";
import { Seo } from "../components/seo";
import { ButtonLink } from "../components/ui/button-link";
import { useFirm } from "../hooks/use-firm";
import { useText } from "../hooks/use-text";
import { listingPagePath, paginationLinks, topicCounts, topicServicePath } from "../lib/insights";
import { InsightsListing } from "../sections/insights/insights-listing";

interface InsightsListContext {
  ids: string[];
  basePath: string;
  currentPage: number;
  pageCount: number;
  /** Service slug of a topic page; empty on /insights. */
  topic: string;
}

type Data = Queries.InsightsListQuery;

function required(page: Data["pageContent"]): NonNullable<Data["pageContent"]> {
  if (!page) throw new Error("data/pages/ has no record for /insights");
  return page;
}

/** The topic record (a service page) a topic listing is about, from the articles that carry it. */
function topicRecord(data: Data, slug: string) {
  for (const article of data.allTopics.nodes) {
    const topic = article.frontmatter.topics.find((candidate) => candidate.slug === slug);
    if (topic) return topic;
  }
  return null;
}

/** /insights, /insights/page/<n>, /insights/topic/<slug> and its pages: banner, topic filter, articles, pagination. */
export default function InsightsListTemplate({ data, pageContext }: PageProps<Data, InsightsListContext>) {
  const t = useText();
  const page = required(data.pageContent);
  const topic = pageContext.topic ? topicRecord(data, pageContext.topic) : null;
  const banner = bannerProps(page);
  const topics = topicCounts(
    data.allTopics.nodes.map((article) => ({
      topics: article.frontmatter.topics.map((item) => ({ slug: item.slug, label: item.navLabel })),
    })),
  );
  return (
    <Layout>
      <PageBanner
        {...banner}
        heading={topic ? t("insights.topicHeading", { topic: topic.navLabel }) : banner.heading}
        intro={topic ? topic.cardDescription : banner.intro}
      >
        {topic ? (
          <ButtonLink to={topicServicePath(topic)} variant="light">
            {t("insights.serviceLink", { service: topic.navLabel })}
          </ButtonLink>
        ) : null}
      </PageBanner>
      <InsightsListing
        articles={data.articles.nodes}
        topics={topics}
        activeTopic={topic ? topic.slug : null}
        basePath={pageContext.basePath}
        currentPage={pageContext.currentPage}
        pageCount={pageContext.pageCount}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, InsightsListContext>) {
  const t = useText();
  const firm = useFirm();
  const page = required(data.pageContent);
  const topic = pageContext.topic ? topicRecord(data, pageContext.topic) : null;
  const name = topic ? t("insights.topicTitle", { topic: topic.navLabel }) : page.title;
  const { currentPage, pageCount, basePath } = pageContext;
  const title = currentPage > 1 ? t("insights.pageTitle", { title: name, page: currentPage, count: pageCount }) : name;
  const description = topic
    ? t("insights.topicMeta", { firm: firm.name, topic: topic.navLabel })
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
