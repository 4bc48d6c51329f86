import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/fixed-page";

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.TermsPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query TermsPage {
    pageContent(slug: { eq: "/terms-and-conditions" }) {
      ...PageContentFields
    }
  }
`;
