import { useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Link } from "../ui/link";
import { Languages, LogIn, MapPin, Phone, Mail } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { useNavigation } from "../../hooks/use-navigation";
import { Logo } from "./logo";
import { formatOpeningHours } from "../../lib/hours";
import * as styles from "./site-footer.module.css";
import { useText } from "../../hooks/use-text";
import { useLocale } from "../../hooks/use-locale";
import { DEFAULT_LOCALE } from "../../lib/locale";
import { NewTabLink } from "../ui/new-tab-link";
import { RichText } from "../ui/rich-text";

/**
 * The footer of every page: the firm's portal, the footer links, address, phone, email and hours from data/site/en/firm.json,
 * and on Spanish pages the statement that the firm serves clients in Spanish (`spanishService`), with its phone.
 */
export function SiteFooter() {
  const t = useText();
  const locale = useLocale();
  const firm = useFirm();
  const { footer } = useNavigation();
  // The build year is in the HTML and in the first client render (reading the clock there would be a
  // hydration mismatch whenever the visitor's year differs); the visitor's clock corrects it afterwards.
  const { site } = useStaticQuery<Queries.FooterBuildYearQuery>(graphql`
    query FooterBuildYear {
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `);
  const [year, setYear] = useState(() => Number(site?.buildTime));
  useEffect(() => setYear(new Date().getFullYear()), []);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo inverted />
          <p className={styles.tagline}>{firm.tagline}.</p>
          <NewTabLink href={firm.clientPortalUrl} className={styles.portal}>
            <LogIn aria-hidden="true" size={18} />
            {t("common.clientPortal")}
          </NewTabLink>
        </div>
        <nav aria-label={t("footer.nav")} className={styles.links}>
          <h2 className={styles.heading}>{t("footer.explore")}</h2>
          <ul>
            {footer.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.contact}>
          <h2 className={styles.heading}>{t("footer.visitOrCall")}</h2>
          <address>
            <p className={styles.line}>
              <MapPin aria-hidden="true" size={18} />
              <span>
                {firm.address.street}
                <br />
                {firm.address.city}, {firm.address.region} {firm.address.postalCode}
              </span>
            </p>
            <p className={styles.line}>
              <Phone aria-hidden="true" size={18} />
              <a href={`tel:${firm.phoneTel}`}>{firm.phoneDisplay}</a>
            </p>
            <p className={styles.line}>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${firm.email}`}>{firm.email}</a>
            </p>
          </address>
          {locale !== DEFAULT_LOCALE ? (
            <p className={styles.line}>
              <Languages aria-hidden="true" size={18} />
              <span>
                <RichText
                  id="footer.spanishService"
                  values={{
                    statement: <strong>{firm.spanishService.heading}</strong>,
                    phone: <a href={`tel:${firm.phoneTel}`}>{firm.phoneDisplay}</a>,
                    city: firm.address.city,
                  }}
                />
              </span>
            </p>
          ) : null}
          <ul className={styles.hours}>
            {firm.hours.map((h) => (
              <li key={h.days}>
                {h.days}: {formatOpeningHours(h.opens, h.closes, t)}
              </li>
            ))}
          </ul>
          <Link to="/contact" className={styles.getInTouch}>
            {t("footer.getInTouch")}
          </Link>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>
          {t("footer.copyright", {
            year,
            legalName: firm.legalName.replace(/\.$/, ""),
            serviceArea: firm.serviceArea,
            foundingYear: firm.foundingYear,
          })}
        </p>
      </div>
    </footer>
  );
}
