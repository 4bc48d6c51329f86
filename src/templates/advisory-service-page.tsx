import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { AdvisoryServiceLayout } from "../sections/services/advisory-service-layout";
import { serviceSidebar } from "../lib/service-sidebar";
import { servicePagePath } from "../lib/routes";

/** A ServicePage whose category has the advisory layout (see templateFiles in gatsby/page-routes.ts). */
export default function AdvisoryServiceTemplate({ data }: PageProps<Queries.AdvisoryServicePageTemplateQuery>) {
  const page = data.servicePage;
  if (!page?.advisory) throw new Error("Missing ServicePage record or its advisory sections");
  return (
    <Layout>
      <AdvisoryServiceLayout page={page} content={page.advisory} sidebar={serviceSidebar(page.category, page.slug)} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.AdvisoryServicePageTemplateQuery>) {
  const page = data.servicePage;
  if (!page) return null;
  return (
    <Seo
      title={page.metaTitle}
      description={page.metaDescription}
      pathname={servicePagePath(page.category, page.slug)}
    />
  );
}

export const query = graphql`
  query AdvisoryServicePageTemplate($id: String!) {
    servicePage(id: { eq: $id }) {
      ...ServicePageFields
      advisory {
        ...AdvisoryServiceContentFields
      }
    }
  }
`;
