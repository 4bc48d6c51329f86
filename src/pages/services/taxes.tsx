import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../../components/layout/fixed-page";
import { CategoryPageBody } from "../../sections/services/category-page-body";
import { ServiceCardGrid } from "../../sections/services/service-card-grid";
import { ButtonLink } from "../../components/ui/button-link";

export default function TaxesCategoryPage({ data }: PageProps<Queries.TaxesCategoryPageQuery>) {
  if (!data.serviceCategory) throw new Error("data/service-categories.json has no taxes category");
  return (
    <FixedPage page={data.pageContent} bannerActions={<ButtonLink to="/contact">Talk to a Tax Professional</ButtonLink>}>
      <CategoryPageBody category={data.serviceCategory}>
        <ServiceCardGrid layout="tax" services={data.allTaxServicePage.nodes} label="Tax services" />
      </CategoryPageBody>
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
    serviceCategory(categoryId: { eq: "taxes" }) {
      ...ServiceCategoryCopy
    }
    allTaxServicePage(sort: { order: ASC }) {
      nodes {
        ...ServicePageCardFields
      }
    }
  }
`;
