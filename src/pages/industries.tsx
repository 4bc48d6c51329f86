import { graphql, type HeadProps, type PageProps } from "gatsby";
import { MapSection } from "../sections/map-section";
import { FixedPage, FixedPageHead } from "../components/fixed-page";

export default function IndustriesPage({ data }: PageProps<Queries.IndustriesPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      <MapSection />
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.IndustriesPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query IndustriesPage {
    pageContent(slug: { eq: "/industries" }) {
      ...PageContentFields
    }
  }
`;
