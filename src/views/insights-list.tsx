import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageBanner, bannerProps } from "../components/layout/page-banner";
import { ButtonLink } from "../components/ui/button-link";
import { useText } from "../hooks/use-text";
import { topicCounts, topicServicePath } from "../lib/insights";
import { InsightsListing } from "../sections/insights/insights-listing";
import { listingRecord, topicRecord } from "../lib/insights-listing";
import { useLocale } from "../hooks/use-locale";
import { nameInText } from "../lib/locale";

export interface InsightsListContext {
  ids: string[];
  basePath: string;
  currentPage: number;
  pageCount: number;
  /** Service slug of a topic page; empty on /insights. */
  topic: string;
}

type Data = Queries.InsightsListQuery;

/** /insights, /insights/page/<n>, /insights/topic/<slug> and its pages: banner, topic filter, articles, pagination. */
export default function InsightsListView({ data, pageContext }: PageProps<Data, InsightsListContext>) {
  const t = useText();
  const locale = useLocale();
  const page = listingRecord(data.pageContent);
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
        heading={topic ? t("insights.topicHeading", { topic: nameInText(topic.navLabel, locale) }) : banner.heading}
        intro={topic ? topic.cardDescription : banner.intro}
      >
        {topic ? (
          <ButtonLink to={topicServicePath(topic)} variant="light">
            {t("insights.serviceLink", { service: nameInText(topic.navLabel, locale) })}
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
