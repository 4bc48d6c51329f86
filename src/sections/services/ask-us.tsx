import { MessageCircle } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "../../components/ui/button-link";
import * as styles from "./ask-us.module.css";
import { useText } from "../../hooks/use-text";

interface AskUsProps {
  heading: string;
  text: string;
  /** Label of the link to /contact. */
  actionLabel?: string;
}

/** The closing call to action of a service page: a question, a sentence and a link to /contact. */
export function AskUs({ heading, text, actionLabel }: AskUsProps) {
  const t = useText();
  const headingId = useId();
  return (
    <section className={styles.askUs} aria-labelledby={headingId}>
      <MessageCircle aria-hidden="true" size={40} className={styles.icon} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
      </div>
      <ButtonLink to="/contact" className={styles.action}>
        {actionLabel ?? t("common.contactUs")}
      </ButtonLink>
    </section>
  );
}
