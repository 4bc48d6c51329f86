import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page";
import { SearchPageBody } from "../sections/search/search-page-body";

export default function SearchPage({ data }: PageProps<Queries.SearchPageQuery>) {
  return <SearchPageBody page={data.pageContent} suggestions={data.allSearchSuggestion.nodes} />;
}

export const Head = PageRecordHead;

export const query = graphql`
  query SearchPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/search" }) {
      ...PageContentFields
    }
    allSearchSuggestion(sort: { order: ASC }) {
      nodes {
        to
        label
        description
      }
    }
  }
`;
