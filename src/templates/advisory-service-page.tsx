import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { ServicePageBanner } from "../components/service-banner";
import { servicePagePath } from "../../gatsby/page-routes";

export default function AdvisoryServiceTemplate({ data }: PageProps<Queries.AdvisoryServicePageTemplateQuery>) {
  const page = data.advisoryServicePage;
  if (!page) throw new Error("Missing AdvisoryServicePage record");
  return (
    <Layout>
      <ServicePageBanner page={page} />
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
    }
  }
`;
