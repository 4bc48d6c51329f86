import { Phone } from "lucide-react";
import { SocialIcon } from "../../components/ui/social-icon";
import { useFirm } from "../../hooks/use-firm";
import { ContactForm } from "./contact-form";
import * as styles from "./free-quote-section.module.css";

/** "Get a Free Quote": the phone number, the firm's three social profiles and the contact form. */
export function FreeQuoteSection() {
  const firm = useFirm();
  return (
    <section className={styles.section} aria-labelledby="free-quote-heading">
      <div className={styles.inner}>
        <div className={styles.aside}>
          <p className={styles.eyebrow}>No cost, no obligation</p>
          <h2 id="free-quote-heading">Get a Free Quote</h2>
          <p>
            Tell us a little about your situation and a CPA will reply within one business day with the next steps and
            a clear, fixed-fee quote. Prefer to talk it through? Call the office.
          </p>
          <a href={`tel:${firm.phoneTel}`} className={styles.phone}>
            <Phone aria-hidden="true" size={22} />
            <span>
              <span className="visually-hidden">Call us at </span>
              {firm.phoneDisplay}
            </span>
          </a>
          <ul className={styles.social} aria-label="Follow us">
            {firm.socialProfiles.map((profile) => (
              <li key={profile.network}>
                <a href={profile.url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={profile.network} />
                  <span className="visually-hidden">
                    {firm.name} on {profile.network} (opens in a new tab)
                  </span>
                </a>
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
