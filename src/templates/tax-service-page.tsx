import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { TaxServiceLayout } from "../sections/services/tax-service-layout";
import { serviceSidebar } from "../lib/service-sidebar";
import { servicePagePath } from "../lib/routes";

export default function TaxServiceTemplate({ data }: PageProps<Queries.TaxServicePageTemplateQuery>) {
  const page = data.taxServicePage;
  if (!page) throw new Error("Missing TaxServicePage record");
  const heading = data.serviceCategory?.title ?? "Tax";
  return (
    <Layout>
      <TaxServiceLayout page={page} sidebar={serviceSidebar("tax", heading, data.allTaxServicePage.nodes, page.slug)} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.TaxServicePageTemplateQuery>) {
  const page = data.taxServicePage;
  if (!page) return null;
  return <Seo title={page.metaTitle} description={page.metaDescription} pathname={servicePagePath("tax", page.slug)} />;
}

export const query = graphql`
  query TaxServicePageTemplate($id: String!) {
    taxServicePage(id: { eq: $id }) {
      ...ServicePageFields
      ...TaxServiceLayoutFields
    }
    allTaxServicePage(sort: { order: ASC }) {
      nodes {
        slug
        navLabel
      }
    }
    serviceCategory(categoryId: { eq: "taxes" }) {
      title
    }
  }
`;
