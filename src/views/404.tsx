import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";

export default function NotFoundView({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <FixedPage page={data.pageContent}>{null}</FixedPage>;
}
