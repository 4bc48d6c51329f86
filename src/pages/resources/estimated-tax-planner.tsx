import { graphql, type PageProps } from "gatsby";

import { PageRecordHead } from "../../components/layout/fixed-page-head";
import { deferredView } from "../../hydration/deferred-view";

export default deferredView<PageProps<Queries.EstimatedTaxPlannerPageQuery>>(
  () =>
    import(
      /* webpackChunkName: "view---src-pages-resources-estimated-tax-planner-tsx" */ "../../views/resources-estimated-tax-planner"
    ),
);

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
