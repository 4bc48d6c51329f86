import { useText } from "../../hooks/use-text";
import { cx } from "../../lib/class-names";
import * as styles from "./form.module.css";

/** "Fields marked * are required.", with the asterisk named for screen readers. */
export function RequiredLegend() {
  const t = useText();
  return (
    <p className={cx(styles.legend, styles.wide)}>
      {t("forms.requiredLegendBefore")}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{t("forms.requiredLegendHidden")}</span>
      {t("forms.requiredLegendAfter")}
    </p>
  );
}
