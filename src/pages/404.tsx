import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/layout/fixed-page";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <FixedPage page={data.pageContent}>{null}</FixedPage>;
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query NotFoundPage {
    pageContent(slug: { eq: "/404" }) {
      ...PageContentFields
    }
  }
`;
