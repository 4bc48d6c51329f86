/** The Insights listing pages' record lookups (src/templates/insights-list.tsx and its view). */

type Data = Queries.InsightsListQuery;

/** The listing's page record (data/pages/), which its query must find. */
export function listingRecord(page: Data["pageContent"]): NonNullable<Data["pageContent"]> {
  if (!page) throw new Error("data/pages/ has no record for /insights");
  return page;
}

/** The topic record (a service page) a topic listing is about, from the articles that carry it. */
export function topicRecord(data: Data, slug: string) {
  for (const article of data.allTopics.nodes) {
    const topic = article.frontmatter.topics.find((candidate) => candidate.slug === slug);
    if (topic) return topic;
  }
  return null;
}
