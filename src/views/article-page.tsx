import type { ReactNode } from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ArticleLayout } from "../sections/insights/article-layout";

export interface ArticleContext {
  id: string;
  slug: string;
  /** Related articles, best first (gatsby/insights-pages.ts). */
  relatedIds: string[];
}

type Data = Queries.ArticlePageQuery;

/** An Insights article (data/insights/<slug>.mdx); gatsby-plugin-mdx passes the compiled content as children. */
export default function ArticleView({
  data,
  pageContext,
  children,
}: PageProps<Data, ArticleContext> & { children: ReactNode }) {
  if (!data.mdx) throw new Error(`Missing article ${pageContext.slug}`);
  const byId = new Map(data.related.nodes.map((node) => [node.id, node]));
  const related = pageContext.relatedIds.flatMap((id) => byId.get(id) ?? []);
  return (
    <Layout>
      <ArticleLayout article={data.mdx} related={related}>
        {children}
      </ArticleLayout>
    </Layout>
  );
}
