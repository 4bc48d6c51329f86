import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FreeQuoteSection } from "../../sections/free-quote-section";
import { MapSection } from "../../sections/map-section";
import { FixedPage, FixedPageHead } from "../../components/fixed-page";
import { ButtonLink } from "../../components/ui/button-link";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <FixedPage page={data.pageContent} bannerActions={<ButtonLink to="/contact">Get a Free Quote</ButtonLink>}>
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
    }
  }
`;
