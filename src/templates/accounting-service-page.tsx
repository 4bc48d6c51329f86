import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { ServicePageBanner } from "../components/service-banner";
import { servicePagePath } from "../../gatsby/page-routes";

export default function AccountingServiceTemplate({ data }: PageProps<Queries.AccountingServicePageTemplateQuery>) {
  const page = data.accountingServicePage;
  if (!page) throw new Error("Missing AccountingServicePage record");
  return (
    <Layout>
      <ServicePageBanner page={page} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.AccountingServicePageTemplateQuery>) {
  const page = data.accountingServicePage;
  if (!page) return null;
  return <Seo title={page.metaTitle} description={page.metaDescription} pathname={servicePagePath("accounting", page.slug)} />;
}

export const query = graphql`
  query AccountingServicePageTemplate($id: String!) {
    accountingServicePage(id: { eq: $id }) {
      ...ServicePageFields
    }
  }
`;
