import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/fixed-page";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.CareersPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query CareersPage {
    pageContent(slug: { eq: "/careers" }) {
      ...PageContentFields
    }
  }
`;
