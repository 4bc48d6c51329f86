import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FreeQuoteSection } from "../sections/free-quote-section";
import { MapSection } from "../sections/map-section";
import { FixedPage, FixedPageHead } from "../components/fixed-page";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      <FreeQuoteSection />
      <MapSection />
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.AboutPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query AboutPage {
    pageContent(slug: { eq: "/about" }) {
      ...PageContentFields
    }
  }
`;
