import type { PageProps } from "gatsby";
import { FreeQuoteSection } from "../sections/contact/free-quote-section";
import { MapSection } from "../sections/contact/map-section";
import { FixedPage } from "../components/layout/fixed-page";
import { QuoteBanner } from "../sections/services/quote-banner";
import { ServiceGroup } from "../sections/services/service-group";
import { buildServiceIndex } from "../lib/service-index";

export default function ServicesView({ data }: PageProps<Queries.ServicesPageQuery>) {
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
