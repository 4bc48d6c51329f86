import { graphql, type PageProps } from "gatsby";
import { FreeQuoteSection } from "../../sections/contact/free-quote-section";
import { MapSection } from "../../sections/contact/map-section";
import { FixedPage, PageRecordHead } from "../../components/layout/fixed-page";
import { QuoteBanner } from "../../sections/services/quote-banner";
import { ServiceGroup } from "../../sections/services/service-group";
import { buildServiceIndex } from "../../lib/service-index";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const cta = data.pageContent?.cta;
  return (
    <FixedPage page={data.pageContent}>
      {buildServiceIndex(data.allServiceCategory.nodes).map((category, index) => (
        <ServiceGroup key={category.key} category={category} services={category.services} tinted={index % 2 === 1} />
      ))}
      {cta ? <QuoteBanner cta={cta} /> : null}
      <FreeQuoteSection />
      <MapSection />
    </FixedPage>
  );
}

export const Head = PageRecordHead;

export const query = graphql`
  query ServicesPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/services" }) {
      ...PageContentFields
      cta {
        ...PageCtaFields
      }
    }
    allServiceCategory(sort: { order: ASC }) {
      nodes {
        ...ServiceCategoryCards
        summary
        listHeading
      }
    }
  }
`;
