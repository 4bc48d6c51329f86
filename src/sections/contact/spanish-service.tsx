import { Languages, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "../../components/ui/link";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import { teamMemberPath } from "../../lib/anchors";
import * as styles from "./spanish-service.module.css";

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
            <li className={styles.way}>
              <Phone aria-hidden="true" size={18} />
              <span>
                <span className={styles.detail}>{t("contact.phone")}</span>
                <a href={`tel:${firm.phoneTel}`} className={styles.strong}>
                  {firm.phoneDisplay}
                </a>
              </span>
            </li>
            <li className={styles.way}>
              <Mail aria-hidden="true" size={18} />
              <span>
                <span className={styles.detail}>{t("contact.email")}</span>
                <a href={`mailto:${firm.email}`} className={styles.strong}>
                  {firm.email}
                </a>
              </span>
            </li>
            <li className={styles.way}>
              <MapPin aria-hidden="true" size={18} />
              <span>
                <span className={styles.detail}>{t("contact.inPerson")}</span>
                <span className={styles.address}>
                  {address.street}, {address.city}, {address.region} {address.postalCode}
                </span>
              </span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
