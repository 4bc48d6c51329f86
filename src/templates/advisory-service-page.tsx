import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { AdvisoryServiceLayout } from "../sections/services/advisory-service-layout";
import { serviceSidebar } from "../lib/service-sidebar";
import { servicePagePath } from "../lib/routes";

export default function AdvisoryServiceTemplate({ data }: PageProps<Queries.AdvisoryServicePageTemplateQuery>) {
  const page = data.advisoryServicePage;
  if (!page) throw new Error("Missing AdvisoryServicePage record");
  const heading = data.serviceCategory?.title ?? "Advisory";
  return (
    <Layout>
      <AdvisoryServiceLayout page={page} sidebar={serviceSidebar("advisory", heading, data.allAdvisoryServicePage.nodes, page.slug)} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.AdvisoryServicePageTemplateQuery>) {
  const page = data.advisoryServicePage;
  if (!page) return null;
  return <Seo title={page.metaTitle} description={page.metaDescription} pathname={servicePagePath("advisory", page.slug)} />;
}

export const query = graphql`
  query AdvisoryServicePageTemplate($id: String!) {
    advisoryServicePage(id: { eq: $id }) {
      ...ServicePageFields
      ...AdvisoryServiceLayoutFields
    }
    allAdvisoryServicePage(sort: { order: ASC }) {
      nodes {
        slug
        navLabel
      }
    }
    serviceCategory(categoryId: { eq: "advisory" }) {
      title
    }
  }
`;
