import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { formatOpeningHours } from "../../lib/hours";
import * as styles from "./contact-details.module.css";

function Detail({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>{icon}</span>
      <h3 className={styles.heading}>{heading}</h3>
      {children}
    </li>
  );
}

/** The office address, phone, email and opening hours, all from data/firm.json. */
export function ContactDetails() {
  const firm = useFirm();
  const { address } = firm;
  return (
    <section className={styles.section} aria-labelledby="contact-details-heading">
      <div className={styles.inner}>
        <h2 id="contact-details-heading" className={styles.title}>
          How to Reach Us
        </h2>
        <ul className={styles.grid}>
          <Detail icon={<MapPin aria-hidden="true" size={26} />} heading="Office">
            <address className={styles.address}>
              {firm.legalName}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
          </Detail>
          <Detail icon={<Phone aria-hidden="true" size={26} />} heading="Phone">
            <a href={`tel:${firm.phoneTel}`} className={styles.strong}>
              <span className="visually-hidden">Call us at </span>
              {firm.phoneDisplay}
            </a>
            <p className={styles.note}>Calls are answered during office hours.</p>
          </Detail>
          <Detail icon={<Mail aria-hidden="true" size={26} />} heading="Email">
            <a href={`mailto:${firm.email}`} className={`${styles.strong} ${styles.email}`}>
              {firm.email}
            </a>
            <p className={styles.note}>Please send tax documents through the Client Portal, not by email.</p>
          </Detail>
          <Detail icon={<Clock aria-hidden="true" size={26} />} heading="Office hours">
            <dl className={styles.hours}>
              {firm.hours.map((entry) => (
                <div key={entry.days}>
                  <dt>{entry.days}</dt>
                  <dd>{formatOpeningHours(entry.opens, entry.closes)}</dd>
                </div>
              ))}
            </dl>
          </Detail>
        </ul>
      </div>
    </section>
  );
}
