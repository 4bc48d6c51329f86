import type { PageProps } from "gatsby";
import { SearchPageBody } from "../sections/search/search-page-body";

export default function SearchView({ data }: PageProps<Queries.SearchPageQuery>) {
  return <SearchPageBody page={data.pageContent} suggestions={data.allSearchSuggestion.nodes} />;
}
