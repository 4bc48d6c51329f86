import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../../components/fixed-page";
import { ButtonLink } from "../../components/ui/button-link";

export default function AdvisoryCategoryPage({ data }: PageProps<Queries.AdvisoryCategoryPageQuery>) {
  return (
    <FixedPage page={data.pageContent} bannerActions={<ButtonLink to="/contact">Schedule an Advisory Call</ButtonLink>}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.AdvisoryCategoryPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query AdvisoryCategoryPage {
    pageContent(slug: { eq: "/services/advisory-consulting" }) {
      ...PageContentFields
    }
  }
`;
