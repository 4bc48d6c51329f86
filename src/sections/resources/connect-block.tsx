import { Phone } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { ButtonLink } from "../../components/ui/button-link";
import * as styles from "./connect-block.module.css";

/** The closing call to action: talk to a CPA, by phone or through the contact page. */
export function ConnectBlock() {
  const firm = useFirm();
  return (
    <section className={styles.section} aria-labelledby="connect-heading">
      <div className={styles.inner}>
        <div>
          <h2 id="connect-heading">Let’s Connect</h2>
          <p>
            Not sure which documents apply to you, or facing a deadline? Our CPAs answer questions by phone, by email or
            in person at our Naperville office.
          </p>
        </div>
        <div className={styles.actions}>
          <ButtonLink to="/contact">Contact Us</ButtonLink>
          <a href={`tel:${firm.phoneTel}`} className={styles.phone}>
            <Phone aria-hidden="true" size={20} />
            <span>
              <span className="visually-hidden">Call us at </span>
              {firm.phoneDisplay}
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
