import { Link } from "../../components/ui/link";

import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { WORKED_EXAMPLE, planEstimatedTax } from "../../lib/estimated-tax";
import { localeTag, localizedPath } from "../../lib/locale";
import { SourceList } from "./source-list";
import * as styles from "./tax-planner.module.css";
import { exampleFigures } from "./worked-example";

const FORM_2210_INSTRUCTIONS = "https://www.irs.gov/instructions/i2210";
const PUBLICATION_505 = "https://www.irs.gov/publications/p505";
const TAX_TOPIC_416 = "https://www.irs.gov/taxtopics/tc416";

/** The rule in words with a worked example, server-rendered so it reads the same without JavaScript. */
export function PlannerExplanation() {
  const t = useText();
  const plan = planEstimatedTax(WORKED_EXAMPLE);
  const locale = useLocale();
  return (
    <div className={styles.explanation}>
      <h2>{t("planner.howHeading")}</h2>
      <p>{t("planner.how.threshold")}</p>
      <p>{t("planner.how.safeHarbor")}</p>
      <p>{t("planner.how.installments")}</p>
      <p>{t("planner.how.farmers")}</p>
      <h3>{t("planner.exampleHeading")}</h3>
      <p>{t("planner.example", exampleFigures(WORKED_EXAMPLE, plan, localeTag(locale)))}</p>
      <h3>{t("planner.limitsHeading")}</h3>
      <ul>
        <li>{t("planner.limits.annualized")}</li>
        <li>{t("planner.limits.partYear")}</li>
        <li>{t("planner.limits.state")}</li>
      </ul>
      <p>{t("planner.how.sources")}</p>
      <SourceList
        sources={[
          [FORM_2210_INSTRUCTIONS, t("planner.sourceForm2210")],
          [PUBLICATION_505, t("planner.sourcePub505")],
          [TAX_TOPIC_416, t("planner.sourceTopic416")],
        ]}
      />
      <p>
        <Link to={localizedPath("/resources#tax-calendar-heading", locale)}>{t("planner.calendarLink")}</Link>
      </p>
    </div>
  );
}
