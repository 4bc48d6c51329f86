import { graphql, type PageProps } from "gatsby";

import { FixedPage, PageRecordHead } from "../../components/layout/fixed-page";
import { TaxPlannerSection } from "../../sections/tax-planner/tax-planner-section";

export default function EstimatedTaxPlannerPage({ data }: PageProps<Queries.EstimatedTaxPlannerPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
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
    # PLANNER_RULE, FARMER_RULE and FARMER_RETURN_RULE of src/lib/estimated-tax.ts (tests/unit/estimated-tax.test.ts)
    allTaxDeadlineRule(
      filter: {
        key: { in: ["individual-estimated-tax", "farmers-fishermen-estimated-tax", "farmers-fishermen-return"] }
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
