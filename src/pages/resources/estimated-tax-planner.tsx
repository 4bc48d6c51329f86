import { graphql, type PageProps } from "gatsby";

import { FixedPage, PageRecordHead } from "../../components/layout/fixed-page";
import { ButtonLink } from "../../components/ui/button-link";
import { useText } from "../../hooks/use-text";
import { ILLINOIS_PLANNER_ANCHOR, PLANNER_PATH } from "../../lib/estimated-tax";
import { TaxPlannerSection } from "../../sections/tax-planner/tax-planner-section";

export default function EstimatedTaxPlannerPage({ data }: PageProps<Queries.EstimatedTaxPlannerPageQuery>) {
  const t = useText();
  return (
    <FixedPage
      page={data.pageContent}
      bannerActions={
        <ButtonLink to={`${PLANNER_PATH}#${ILLINOIS_PLANNER_ANCHOR}`} variant="light">
          {t("planner.illinoisLink")}
        </ButtonLink>
      }
    >
      <TaxPlannerSection
        rules={data.allTaxDeadlineRule.nodes}
        postponements={data.allTaxPostponement.nodes}
        buildYear={Number((data.site?.buildTime ?? "").slice(0, 4)) || new Date().getFullYear()}
      />
    </FixedPage>
  );
}

export const Head = PageRecordHead;

export const query = graphql`
  query EstimatedTaxPlannerPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/resources/estimated-tax-planner" }) {
      ...PageContentFields
    }
    # PLANNER_RULE, FARMER_RULE, FARMER_RETURN_RULE and ILLINOIS_PLANNER_RULE of src/lib/estimated-tax.ts
    # (tests/unit/lib/estimated-tax.test.ts)
    allTaxDeadlineRule(
      filter: {
        key: {
          in: [
            "individual-estimated-tax"
            "farmers-fishermen-estimated-tax"
            "farmers-fishermen-return"
            "il-individual-estimated-tax"
          ]
        }
      }
    ) {
      nodes {
        ...TaxDeadlineRuleFields
      }
    }
    allTaxPostponement(sort: { firstOriginalDate: ASC }) {
      nodes {
        ...TaxPostponementFields
      }
    }
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
  }
`;
