import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { AccountingServiceLayout } from "../sections/services/accounting-service-layout";
import { AdvisoryServiceLayout } from "../sections/services/advisory-service-layout";
import { TaxServiceLayout } from "../sections/services/tax-service-layout";
import { serviceSidebar } from "../lib/service-sidebar";
import { servicePagePath } from "../lib/routes";

type ServicePage = NonNullable<Queries.ServicePageTemplateQuery["servicePage"]>;

/** The layout its category names (ServiceCategory.layout) renders the page from the record's sections for it. */
function ServiceLayoutOf({ page }: { page: ServicePage }) {
  const sidebar = serviceSidebar(page.category, page.slug);
  const layout = page.category.layout;
  if (layout === "tax" && page.tax) return <TaxServiceLayout page={page} content={page.tax} sidebar={sidebar} />;
  if (layout === "accounting" && page.accounting)
    return <AccountingServiceLayout page={page} content={page.accounting} sidebar={sidebar} />;
  if (layout === "advisory" && page.advisory)
    return <AdvisoryServiceLayout page={page} content={page.advisory} sidebar={sidebar} />;
  throw new Error(`ServicePage "${page.slug}" has no sections for its category's ${layout} layout`);
}

/** Every ServicePage (see templateFiles in gatsby/page-routes.ts). */
export default function ServicePageTemplate({ data }: PageProps<Queries.ServicePageTemplateQuery>) {
  if (!data.servicePage) throw new Error("Missing ServicePage record");
  return (
    <Layout>
      <ServiceLayoutOf page={data.servicePage} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.ServicePageTemplateQuery>) {
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
  query ServicePageTemplate($id: String!, $locale: String!) {
    edition(locale: $locale)
    servicePage(id: { eq: $id }) {
      ...ServicePageFields
      category {
        layout
      }
      tax {
        ...TaxServiceContentFields
      }
      accounting {
        ...AccountingServiceContentFields
      }
      advisory {
        ...AdvisoryServiceContentFields
      }
    }
  }
`;
