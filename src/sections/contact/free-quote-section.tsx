import { SocialIcon } from "../../components/ui/social-icon";
import { useFirm } from "../../hooks/use-firm";
import { ContactForm } from "./contact-form";
import * as styles from "./free-quote-section.module.css";
import { useText } from "../../hooks/use-text";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { PhoneLink } from "../../components/ui/phone-link";
import { useSharedSection } from "../../hooks/use-shared-section";

/** The free-quote section (copy: data/page-sections/, `free-quote`): the phone number, the firm's three social profiles and the contact form. */
export function FreeQuoteSection() {
  const t = useText();
  const copy = useSharedSection("free-quote");
  const firm = useFirm();
  return (
    <section className={styles.section} aria-labelledby="free-quote-heading">
      <div className={styles.inner}>
        <div className={styles.aside}>
          {copy.eyebrow ? <p className={styles.eyebrow}>{copy.eyebrow}</p> : null}
          <h2 id="free-quote-heading">{copy.heading}</h2>
          {copy.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <PhoneLink className={styles.phone} iconSize={22} />
          <ul className={styles.social} aria-label={t("contact.socialProfiles")}>
            {firm.socialProfiles.map((profile) => (
              <li key={profile.network}>
                <NewTabLink href={profile.url}>
                  <SocialIcon network={profile.network} />
                  <span className="visually-hidden">
                    {t("common.onNetwork", { name: firm.name, network: profile.network })}
                  </span>
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
