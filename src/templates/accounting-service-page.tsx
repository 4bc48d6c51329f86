import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { AccountingServiceLayout } from "../sections/services/accounting-service-layout";
import { serviceSidebar } from "../lib/service-sidebar";
import { servicePagePath } from "../lib/routes";

/** A ServicePage whose category has the accounting layout (see templateFiles in gatsby/page-routes.ts). */
export default function AccountingServiceTemplate({ data }: PageProps<Queries.AccountingServicePageTemplateQuery>) {
  const page = data.servicePage;
  if (!page?.accounting) throw new Error("Missing ServicePage record or its accounting sections");
  return (
    <Layout>
      <AccountingServiceLayout
        page={page}
        content={page.accounting}
        sidebar={serviceSidebar(page.category, page.slug)}
      />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.AccountingServicePageTemplateQuery>) {
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
  query AccountingServicePageTemplate($id: String!) {
    servicePage(id: { eq: $id }) {
      ...ServicePageFields
      accounting {
        ...AccountingServiceContentFields
      }
    }
  }
`;
