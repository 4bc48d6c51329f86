import { useText } from "../../hooks/use-text";
import * as styles from "./form.module.css";

/** The honeypot's field name: people never fill it, so a form that comes with it filled is a bot's. */
export const HONEYPOT_FIELD = "website";

/** Whether a bot filled the form's honeypot: such a form is dropped, with the answer a sent form gets. */
export function honeypotFilled(form: HTMLFormElement): boolean {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "";
}

/** The honeypot: off-screen, hidden from assistive technology and out of the tab order; people never fill it. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const t = useText();
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t("forms.fields.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
