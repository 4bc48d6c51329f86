import type { ReactNode } from "react";
import { LogIn, Phone } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import { NewTabLink } from "../ui/new-tab-link";
import * as styles from "./site-header.module.css";

/**
 * The header's actions — call the office, open the Client Portal — shown beside the desktop navigation and at
 * the foot of the mobile menu. The desktop header passes its search control in `search`; the mobile menu shows
 * its own at the top of the panel.
 */
export function HeaderActions({ className, search }: { className: string; search?: ReactNode }) {
  const firm = useFirm();
  const t = useText();
  return (
    <div className={className}>
      {search}
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
