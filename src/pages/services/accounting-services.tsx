import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../../components/fixed-page";
import { ButtonLink } from "../../components/ui/button-link";

export default function AccountingCategoryPage({ data }: PageProps<Queries.AccountingCategoryPageQuery>) {
  return (
    <FixedPage page={data.pageContent} bannerActions={<ButtonLink to="/contact">Talk to Our Accounting Team</ButtonLink>}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.AccountingCategoryPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query AccountingCategoryPage {
    pageContent(slug: { eq: "/services/accounting-services" }) {
      ...PageContentFields
    }
  }
`;
