import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { ILLINOIS_WORKED_EXAMPLE, planIllinoisEstimatedTax } from "../../lib/illinois-estimated-tax";
import { localeTag } from "../../lib/locale";
import { wholeDollars } from "../../lib/number-format";
import { SourceList } from "./source-list";
import * as styles from "./tax-planner.module.css";
import { exampleFigures } from "./worked-example";

/** IDOR's page on individual estimated payments: the $1,000 test, the four dates and the two exceptions. */
export const IDOR_ESTIMATED_PAYMENTS = "https://tax.illinois.gov/individuals/filingrequirements/estimatedpayments.html";
/** The Illinois Income Tax Act on the General Assembly's site: who pays (803), how much (804), nursing homes (806). */
export const IITA_SECTION_803 = "https://www.ilga.gov/legislation/ilcs/documents/003500050K803.htm";
export const IITA_SECTION_804 = "https://www.ilga.gov/legislation/ilcs/documents/003500050K804.htm";
export const IITA_SECTION_806 = "https://www.ilga.gov/legislation/ilcs/documents/003500050K806.htm";

/** Illinois's rule in words with a worked example, server-rendered so it reads the same without JavaScript. */
export function IllinoisPlannerExplanation() {
  const t = useText();
  const plan = planIllinoisEstimatedTax(ILLINOIS_WORKED_EXAMPLE);
  const tag = localeTag(useLocale());
  return (
    <div className={styles.explanation}>
      <h2>{t("planner.illinois.howHeading")}</h2>
      <p>{t("planner.illinois.how.threshold")}</p>
      <p>{t("planner.illinois.how.safeHarbor")}</p>
      <p>{t("planner.illinois.how.installments")}</p>
      <p>{t("planner.illinois.how.exceptions")}</p>
      <h3>{t("planner.illinois.exampleHeading")}</h3>
      <p>
        {t("planner.illinois.example", {
          ...exampleFigures(ILLINOIS_WORKED_EXAMPLE, plan, tag),
          owed: wholeDollars(plan.owedAfterWithholding, tag),
        })}
      </p>
      <p>{t("planner.illinois.limits")}</p>
      <p>{t("planner.illinois.how.sources")}</p>
      <SourceList
        sources={[
          [IDOR_ESTIMATED_PAYMENTS, t("planner.illinois.sourceIdor")],
          [IITA_SECTION_803, t("planner.illinois.source803")],
          [IITA_SECTION_804, t("planner.illinois.source804")],
          [IITA_SECTION_806, t("planner.illinois.source806")],
        ]}
      />
    </div>
  );
}
