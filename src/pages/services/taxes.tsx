import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../../components/fixed-page";
import { ButtonLink } from "../../components/ui/button-link";

export default function TaxesCategoryPage({ data }: PageProps<Queries.TaxesCategoryPageQuery>) {
  return (
    <FixedPage page={data.pageContent} bannerActions={<ButtonLink to="/contact">Talk to a Tax Professional</ButtonLink>}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.TaxesCategoryPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query TaxesCategoryPage {
    pageContent(slug: { eq: "/services/taxes" }) {
      ...PageContentFields
    }
  }
`;
