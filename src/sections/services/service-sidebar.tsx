import { Link } from "../../components/ui/link";
import { ButtonLink } from "../../components/ui/button-link";
import { PhoneLink } from "../../components/ui/phone-link";
import * as styles from "./service-sidebar.module.css";
import { useText } from "../../hooks/use-text";

export interface SidebarLink {
  label: string;
  to: string;
}

export interface ServiceSidebarProps {
  /** The category the pages belong to, e.g. "Taxes". */
  heading: string;
  /** Route of the category page the heading links to. */
  headingTo: string;
  /** Every page of the same layout, in order (from the page query: one source of truth). */
  links: SidebarLink[];
  /** Route of the page being shown; its link carries aria-current="page". */
  currentPath: string;
  /** The appointment request with this page's service chosen, and the service's name. */
  appointment: { to: string; service: string };
}

/**
 * The service pages of one layout as a navigation list, then a "Connect with us" card: the phone, a request for an
 * appointment about this service, and the contact page.
 */
export function ServiceSidebar({ heading, headingTo, links, currentPath, appointment }: ServiceSidebarProps) {
  const t = useText();
  return (
    <div className={styles.sidebar}>
      <nav className={styles.nav} aria-label={heading}>
        <p className={styles.heading}>
          <Link to={headingTo}>{heading}</Link>
        </p>
        <ul className={styles.list}>
          {links.map((link) => {
            const current = link.to === currentPath;
            return (
              <li key={link.to}>
                <Link to={link.to} className={styles.link} aria-current={current ? "page" : undefined}>
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.connect}>
        <h2 className={styles.connectHeading}>{t("services.connectHeading")}</h2>
        <p>{t("services.connectText")}</p>
        <PhoneLink className={styles.phone} iconSize={18} />
        <ButtonLink to={appointment.to} variant="primary" className={styles.connectButton}>
          {t("appointment.requestForService", { service: appointment.service })}
        </ButtonLink>
        <ButtonLink to="/contact" variant="light" className={styles.connectButton}>
          {t("common.contactUs")}
        </ButtonLink>
      </div>
    </div>
  );
}
