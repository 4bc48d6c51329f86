import { ButtonLink } from "../../components/ui/button-link";
import { PhoneLink } from "../../components/ui/phone-link";
import * as styles from "./connect-block.module.css";
import { useText } from "../../hooks/use-text";

/** The closing call to action: talk to a CPA, by phone or through the contact page. */
export function ConnectBlock({ copy }: { copy: Queries.PageSectionFieldsFragment }) {
  const t = useText();
  return (
    <section className={styles.section} aria-labelledby="connect-heading">
      <div className={styles.inner}>
        <div>
          <h2 id="connect-heading">{copy.heading}</h2>
          {copy.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.actions}>
          <ButtonLink to={copy.ctaLink ?? "/contact"}>{copy.ctaLabel ?? t("common.contactUs")}</ButtonLink>
          <PhoneLink className={styles.phone} iconSize={20} />
        </div>
      </div>
    </section>
  );
}
