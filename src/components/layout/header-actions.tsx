import type { ReactNode } from "react";
import { CalendarClock, LogIn, Phone } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import { APPOINTMENT_PATH } from "../../lib/routes";
import { Link } from "../ui/link";
import { NewTabLink } from "../ui/new-tab-link";
import { LanguageSwitch } from "./language-switch";
import * as styles from "./header-actions.module.css";

/**
 * The header's actions — request an appointment (the header's call to action), switch language, call the office, open
 * the Client Portal — shown beside the desktop navigation and at the foot of the mobile menu. The desktop header passes its search control in `search`; the mobile menu shows
 * its own at the top of the panel. Beside the desktop navigation the Client Portal is a round icon button (its
 * name stays in the accessibility tree): with its words the header was 40–80 px wider than a 1280 px screen; so is the
 * appointment request, which the English header has room for from 1180 px (below that it is in the Contact menu).
 * Below 1600 px the phone link beside the navigation is a round icon button too (its number stays its name), which
 * makes room for the language switch and the appointment request.
 */
export function HeaderActions({ variant, search }: { variant: "desktop" | "mobile"; search?: ReactNode }) {
  const firm = useFirm();
  const t = useText();
  return (
    <div className={styles[variant]}>
      {search}
      <LanguageSwitch className={styles.languageSwitch} />
      <a href={`tel:${firm.phoneTel}`} className={styles.phone}>
        <Phone aria-hidden="true" size={18} />
        <span className="visually-hidden">{t("common.callUsAt")}</span>
        <span className={styles.phoneNumber}>{firm.phoneDisplay}</span>
      </a>
      <Link to={APPOINTMENT_PATH} className={styles.appointment} title={t("header.appointment")}>
        <CalendarClock aria-hidden="true" size={18} />
        <span className={styles.appointmentLabel}>{t("header.appointment")}</span>
      </Link>
      <NewTabLink href={firm.clientPortalUrl} className={styles.portal} title={t("common.clientPortal")}>
        <LogIn aria-hidden="true" size={18} />
        <span className={styles.portalLabel}>{t("common.clientPortal")}</span>
      </NewTabLink>
    </div>
  );
}
