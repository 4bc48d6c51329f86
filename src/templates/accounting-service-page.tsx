import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { AccountingServiceLayout } from "../sections/services/accounting-service-layout";
import { serviceSidebar } from "../lib/service-sidebar";
import { servicePagePath } from "../lib/routes";

export default function AccountingServiceTemplate({ data }: PageProps<Queries.AccountingServicePageTemplateQuery>) {
  const page = data.accountingServicePage;
  if (!page) throw new Error("Missing AccountingServicePage record");
  const heading = data.serviceCategory?.title ?? "Accounting";
  return (
    <Layout>
      <AccountingServiceLayout page={page} sidebar={serviceSidebar("accounting", heading, data.allAccountingServicePage.nodes, page.slug)} />
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
      ...AccountingServiceLayoutFields
    }
    allAccountingServicePage(sort: { order: ASC }) {
      nodes {
        slug
        navLabel
      }
    }
    serviceCategory(categoryId: { eq: "accounting" }) {
      title
    }
  }
`;
