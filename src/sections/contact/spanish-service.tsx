import type { ReactNode } from "react";
import { Languages, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { Link } from "../../components/ui/link";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import { teamMemberPath } from "../../lib/anchors";
import * as styles from "./spanish-service.module.css";

/** One way to reach the Spanish-speaking team: an icon, what the way is, then the number, address or place. */
function Way({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className={styles.way}>
      <Icon aria-hidden="true" size={18} />
      <span>
        <span className={styles.detail}>{label}</span>
        {children}
      </span>
    </li>
  );
}

/**
 * "Atendemos en español": that the firm serves clients in Spanish, who does (the team members of
 * `spanishService.team`, each linked to their profile) and how (phone, email, in person at the office), all from
 * data/site/en/firm.json. Shown on the Spanish home page and on the contact page of both editions.
 */
export function SpanishService() {
  const t = useText();
  const firm = useFirm();
  const { spanishService: service, address } = firm;
  return (
    <section id="spanish-service" className={styles.section} aria-labelledby="spanish-service-heading">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <Languages aria-hidden="true" size={32} className={styles.icon} />
          <div>
            <h2 id="spanish-service-heading" className={styles.heading}>
              {service.heading}
            </h2>
            <p className={styles.text}>{service.text}</p>
          </div>
        </div>
        <div>
          <h3 className={styles.label}>{t("contact.spanishTeam")}</h3>
          <ul className={styles.list}>
            {service.team.map((member) => (
              <li key={member.key}>
                <Link to={teamMemberPath(member.key)} className={styles.strong}>
                  {member.name}
                </Link>
                <span className={styles.detail}>{member.position}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.label}>{t("contact.spanishWays")}</h3>
          <ul className={styles.list}>
            <Way icon={Phone} label={t("contact.phone")}>
              <a href={`tel:${firm.phoneTel}`} className={styles.strong}>
                {firm.phoneDisplay}
              </a>
            </Way>
            <Way icon={Mail} label={t("contact.email")}>
              <a href={`mailto:${firm.email}`} className={styles.strong}>
                {firm.email}
              </a>
            </Way>
            <Way icon={MapPin} label={t("contact.inPerson")}>
              <span className={styles.address}>
                {address.street}, {address.city}, {address.region} {address.postalCode}
              </span>
            </Way>
          </ul>
        </div>
      </div>
    </section>
  );
}
