import type { PageProps } from "gatsby";

import { FixedPage } from "../components/layout/fixed-page";
import { ButtonLink } from "../components/ui/button-link";
import { useText } from "../hooks/use-text";
import { ILLINOIS_PLANNER_ANCHOR, PLANNER_PATH } from "../lib/estimated-tax";
import { TaxPlannerSection } from "../sections/tax-planner/tax-planner-section";

export default function EstimatedTaxPlannerView({ data }: PageProps<Queries.EstimatedTaxPlannerPageQuery>) {
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
