import { LogIn, Phone } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import { NewTabLink } from "../ui/new-tab-link";
import * as styles from "./site-header.module.css";

/**
 * The header's actions — call the office, open the Client Portal — shown beside the desktop navigation and at
 * the foot of the mobile menu. A new action (e.g. search) is added here once and appears in both places.
 */
export function HeaderActions({ className }: { className: string }) {
  const firm = useFirm();
  const t = useText();
  return (
    <div className={className}>
      <a href={`tel:${firm.phoneTel}`} className={styles.phone}>
        <Phone aria-hidden="true" size={18} />
        <span className="visually-hidden">{t("common.callUsAt")}</span>
        {firm.phoneDisplay}
      </a>
      <NewTabLink href={firm.clientPortalUrl} className={styles.portal}>
        <LogIn aria-hidden="true" size={18} />
        {t("common.clientPortal")}
      </NewTabLink>
    </div>
  );
}
