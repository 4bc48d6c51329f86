import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/fixed-page";

export default function CategoriesPage({ data }: PageProps<Queries.CategoriesPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.CategoriesPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query CategoriesPage {
    pageContent(slug: { eq: "/categories" }) {
      ...PageContentFields
    }
  }
`;
