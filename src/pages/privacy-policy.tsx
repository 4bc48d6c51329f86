import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/fixed-page";

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.PrivacyPolicyPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query PrivacyPolicyPage {
    pageContent(slug: { eq: "/privacy-policy" }) {
      ...PageContentFields
    }
  }
`;
