import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FreeQuoteSection } from "../../sections/contact/free-quote-section";
import { MapSection } from "../../sections/contact/map-section";
import { FixedPage, FixedPageHead } from "../../components/layout/fixed-page";
import { QuoteBanner } from "../../sections/services/quote-banner";
import { ServiceGroup } from "../../sections/services/service-group";
import type { ServiceLayout } from "../../lib/routes";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const cards: Record<string, { layout: ServiceLayout; services: readonly Queries.ServicePageCardFieldsFragment[] }> = {
    taxes: { layout: "tax", services: data.allTaxServicePage.nodes },
    accounting: { layout: "accounting", services: data.allAccountingServicePage.nodes },
    advisory: { layout: "advisory", services: data.allAdvisoryServicePage.nodes },
  };
  const cta = data.pageContent?.cta;
  return (
    <FixedPage page={data.pageContent}>
      {data.allServiceCategory.nodes.map((category, index) => {
        const group = cards[category.categoryId];
        if (!group) throw new Error(`No service records for category ${category.categoryId}`);
        return (
          <ServiceGroup
            key={category.categoryId}
            category={category}
            layout={group.layout}
            services={group.services}
            tinted={index % 2 === 1}
          />
        );
      })}
      {cta ? <QuoteBanner cta={cta} /> : null}
      <FreeQuoteSection />
      <MapSection />
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.ServicesPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query ServicesPage {
    pageContent(slug: { eq: "/services" }) {
      ...PageContentFields
      cta {
        ...PageCtaFields
      }
    }
    allServiceCategory(sort: { order: ASC }) {
      nodes {
        categoryId
        title
        path
        summary
        listHeading
      }
    }
    allTaxServicePage(sort: { order: ASC }) {
      nodes {
        ...ServicePageCardFields
      }
    }
    allAccountingServicePage(sort: { order: ASC }) {
      nodes {
        ...ServicePageCardFields
      }
    }
    allAdvisoryServicePage(sort: { order: ASC }) {
      nodes {
        ...ServicePageCardFields
      }
    }
  }
`;
