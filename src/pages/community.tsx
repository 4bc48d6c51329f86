import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/fixed-page";

export default function CommunityPage({ data }: PageProps<Queries.CommunityPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.CommunityPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query CommunityPage {
    pageContent(slug: { eq: "/community" }) {
      ...PageContentFields
    }
  }
`;
