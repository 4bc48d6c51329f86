import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { FirmAddressLines } from "../../components/ui/firm-address";
import { useFirm } from "../../hooks/use-firm";
import { formatOpeningHours } from "../../lib/hours";
import * as styles from "./contact-details.module.css";
import { useText } from "../../hooks/use-text";

function Detail({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>{icon}</span>
      <h3 className={styles.heading}>{heading}</h3>
      {children}
    </li>
  );
}

/** The office address, phone, email and opening hours, all from data/site/en/firm.json. */
export function ContactDetails({ heading }: { heading: string }) {
  const t = useText();
  const firm = useFirm();
  return (
    <section className={styles.section} aria-labelledby="contact-details-heading">
      <div className={styles.inner}>
        <h2 id="contact-details-heading" className={styles.title}>
          {heading}
        </h2>
        <ul className={styles.grid}>
          <Detail icon={<MapPin aria-hidden="true" size={26} />} heading={t("contact.office")}>
            <address className={styles.address}>
              <FirmAddressLines />
            </address>
          </Detail>
          <Detail icon={<Phone aria-hidden="true" size={26} />} heading={t("contact.phone")}>
            <a href={`tel:${firm.phoneTel}`} className={styles.strong}>
              <span className="visually-hidden">{t("common.callUsAt")}</span>
              {firm.phoneDisplay}
            </a>
            <p className={styles.note}>{t("contact.phoneNote")}</p>
          </Detail>
          <Detail icon={<Mail aria-hidden="true" size={26} />} heading={t("contact.email")}>
            <a href={`mailto:${firm.email}`} className={`${styles.strong} ${styles.email}`}>
              {firm.email}
            </a>
            <p className={styles.note}>{t("contact.emailNote")}</p>
          </Detail>
          <Detail icon={<Clock aria-hidden="true" size={26} />} heading={t("contact.officeHours")}>
            <dl className={styles.hours}>
              {firm.hours.map((entry) => (
                <div key={entry.days}>
                  <dt>{entry.days}</dt>
                  <dd>{formatOpeningHours(entry.opens, entry.closes, t)}</dd>
                </div>
              ))}
            </dl>
          </Detail>
        </ul>
      </div>
    </section>
  );
}
