import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../../components/layout/fixed-page";
import { CategoryPageBody } from "../../sections/services/category-page-body";
import { ServiceCardGrid } from "../../sections/services/service-card-grid";
import { useText } from "../../hooks/use-text";

export default function TaxesCategoryPage({ data }: PageProps<Queries.TaxesCategoryPageQuery>) {
  const t = useText();
  if (!data.serviceCategory) throw new Error("data/service-categories.json has no taxes category");
  return (
    <FixedPage page={data.pageContent}>
      <CategoryPageBody category={data.serviceCategory}>
        <ServiceCardGrid layout="tax" services={data.allTaxServicePage.nodes} label={t("services.taxServices")} />
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
