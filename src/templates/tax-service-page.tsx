import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { ServicePageBanner } from "../components/service-banner";
import { servicePagePath } from "../../gatsby/page-routes";

export default function TaxServiceTemplate({ data }: PageProps<Queries.TaxServicePageTemplateQuery>) {
  const page = data.taxServicePage;
  if (!page) throw new Error("Missing TaxServicePage record");
  return (
    <Layout>
      <ServicePageBanner page={page} />
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
    }
  }
`;
