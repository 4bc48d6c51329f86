import { Link } from "../ui/link";
import { Search } from "lucide-react";
import { useText } from "../../hooks/use-text";
import * as styles from "./header-search.module.css";

/**
 * The header's way to the search page (/search): an icon button among the desktop header actions, a full row in
 * the mobile menu. A link, not a field, so no search code loads until a visitor asks for it.
 */
export function HeaderSearch({ variant, onNavigate }: { variant: "desktop" | "mobile"; onNavigate?: () => void }) {
  const t = useText();
  return (
    <Link to="/search" className={styles[variant]} activeClassName={styles.active} onClick={onNavigate}>
      <Search aria-hidden="true" size={variant === "desktop" ? 20 : 18} />
      <span className={variant === "desktop" ? "visually-hidden" : undefined}>{t("search.headerLink")}</span>
    </Link>
  );
}
