import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../../components/layout/fixed-page";
import { CategoryPageBody } from "../../sections/services/category-page-body";
import { ServiceCardGrid } from "../../sections/services/service-card-grid";
import { useText } from "../../hooks/use-text";

export default function AccountingCategoryPage({ data }: PageProps<Queries.AccountingCategoryPageQuery>) {
  const t = useText();
  if (!data.serviceCategory) throw new Error("data/service-categories.json has no accounting category");
  return (
    <FixedPage page={data.pageContent}>
      <CategoryPageBody category={data.serviceCategory}>
        <ServiceCardGrid layout="accounting" services={data.allAccountingServicePage.nodes} label={t("services.accountingServices")} />
      </CategoryPageBody>
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
    serviceCategory(categoryId: { eq: "accounting" }) {
      ...ServiceCategoryCopy
    }
    allAccountingServicePage(sort: { order: ASC }) {
      nodes {
        ...ServicePageCardFields
      }
    }
  }
`;
