import { graphql, type PageProps } from "gatsby";
import { FixedPage, PageRecordHead } from "../components/layout/fixed-page";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <FixedPage page={data.pageContent}>{null}</FixedPage>;
}

export const Head = PageRecordHead;

export const query = graphql`
  query NotFoundPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/404" }) {
      ...PageContentFields
    }
  }
`;
