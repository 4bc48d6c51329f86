import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { TaxServiceLayout } from "../sections/services/tax-service-layout";
import { serviceSidebar } from "../lib/service-sidebar";
import { servicePagePath } from "../lib/routes";

/** A ServicePage whose category has the tax layout (see templateFiles in gatsby/page-routes.ts). */
export default function TaxServiceTemplate({ data }: PageProps<Queries.TaxServicePageTemplateQuery>) {
  const page = data.servicePage;
  if (!page?.tax) throw new Error("Missing ServicePage record or its tax sections");
  return (
    <Layout>
      <TaxServiceLayout page={page} content={page.tax} sidebar={serviceSidebar(page.category, page.slug)} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.TaxServicePageTemplateQuery>) {
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
  query TaxServicePageTemplate($id: String!) {
    servicePage(id: { eq: $id }) {
      ...ServicePageFields
      tax {
        ...TaxServiceContentFields
      }
    }
  }
`;
