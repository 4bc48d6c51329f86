import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/fixed-page";

export default function OtherResourcesPage({ data }: PageProps<Queries.OtherResourcesPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.OtherResourcesPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query OtherResourcesPage {
    pageContent(slug: { eq: "/other-resources" }) {
      ...PageContentFields
    }
  }
`;
