import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../../components/layout/fixed-page";
import { CategoryPageBody } from "../../sections/services/category-page-body";
import { ServiceCardGrid } from "../../sections/services/service-card-grid";
import { useText } from "../../hooks/use-text";

export default function AdvisoryCategoryPage({ data }: PageProps<Queries.AdvisoryCategoryPageQuery>) {
  const t = useText();
  if (!data.serviceCategory) throw new Error("data/service-categories.json has no advisory category");
  return (
    <FixedPage page={data.pageContent}>
      <CategoryPageBody category={data.serviceCategory}>
        <ServiceCardGrid layout="advisory" services={data.allAdvisoryServicePage.nodes} label={t("services.advisoryServices")} />
      </CategoryPageBody>
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
    serviceCategory(categoryId: { eq: "advisory" }) {
      ...ServiceCategoryCopy
    }
    allAdvisoryServicePage(sort: { order: ASC }) {
      nodes {
        ...ServicePageCardFields
      }
    }
  }
`;
