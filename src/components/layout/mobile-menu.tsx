import { useId, useState, type ReactNode, type RefObject } from "react";
import { Link } from "../ui/link";
import { ChevronDown, X } from "lucide-react";
import type { ServiceMenuColumn } from "../../hooks/use-navigation";
import { useText } from "../../hooks/use-text";
import { Logo } from "./logo";
import { MenuLinks, submenuNameOf, type SubmenuName } from "./menu-links";
import * as styles from "./mobile-menu.module.css";

interface MobileSubmenuProps {
  item: Queries.NavItem;
  columns?: ServiceMenuColumn[];
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/** One item of the mobile menu with its own disclosure for the submenu. */
function MobileSubmenu({ item, columns, expanded, onToggle, onNavigate }: MobileSubmenuProps) {
  const t = useText();
  const id = useId();
  return (
    <li className={styles.mobileItem}>
      <div className={styles.mobileRow}>
        <Link to={item.to} onClick={onNavigate} className={styles.mobileLink}>
          {item.label}
        </Link>
        <button
          type="button"
          className={styles.mobileToggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={onToggle}
        >
          <span className="visually-hidden">{t("header.mobileSubmenuToggle", { label: item.label })}</span>
          <ChevronDown aria-hidden="true" size={20} className={expanded ? styles.flipped : undefined} />
        </button>
      </div>
      <div id={id} hidden={!expanded} className={styles.mobileSubmenu}>
        <MenuLinks
          links={item.submenu}
          columns={columns}
          onNavigate={onNavigate}
          headingClassName={styles.mobileSubheading}
        />
      </div>
    </li>
  );
}

export const foldedSubmenus: Partial<Record<SubmenuName, boolean>> = {};

interface MobileMenuProps {
  id: string;
  open: boolean;
  main: readonly Queries.NavItem[];
  serviceColumns: ServiceMenuColumn[];
  expanded: Partial<Record<SubmenuName, boolean>>;
  onToggleSubmenu: (name: SubmenuName) => void;
  onClose: (returnFocus: boolean) => void;
  closeButton: RefObject<HTMLButtonElement>;
  /** The search control, shown above the links. */
  search?: ReactNode;
  /** The header's actions, shown under the links. */
  actions: ReactNode;
}

/** The small-screen menu: a panel over the page with the same links, submenus folded, and the header's actions. */
export function MobileMenu({
  id,
  open,
  main,
  serviceColumns,
  expanded,
  onToggleSubmenu,
  onClose,
  closeButton,
  search,
  actions,
}: MobileMenuProps) {
  const t = useText();
  return (
    <div className={styles.mobileLayer} data-open={open}>
      <div className={styles.overlay} data-testid="menu-overlay" aria-hidden="true" onClick={() => onClose(false)} />
      <div id={id} className={styles.panel} hidden={!open}>
        <div className={styles.panelTop}>
          <Logo />
          <button type="button" ref={closeButton} className={styles.closeButton} onClick={() => onClose(true)}>
            <X aria-hidden="true" size={24} />
            <span className="visually-hidden">{t("header.closeMenu")}</span>
          </button>
        </div>
        {search}
        <nav aria-label={t("header.mobileNav")}>
          <ul className={styles.mobileList}>
            {main.map((item) => {
              const name = submenuNameOf(item);
              if (!name) {
                return (
                  <li key={item.to} className={styles.mobileItem}>
                    <Link to={item.to} onClick={() => onClose(false)} className={styles.mobileLink}>
                      {item.label}
                    </Link>
                  </li>
                );
              }
              return (
                <MobileSubmenu
                  key={item.to}
                  item={item}
                  columns={name === "services" ? serviceColumns : undefined}
                  expanded={expanded[name] ?? false}
                  onToggle={() => onToggleSubmenu(name)}
                  onNavigate={() => onClose(false)}
                />
              );
            })}
          </ul>
        </nav>
        {actions}
      </div>
    </div>
  );
}

/** Which submenus of the mobile menu are unfolded. */
export function useFoldedSubmenus() {
  const [expanded, setExpanded] = useState(foldedSubmenus);
  return {
    expanded,
    fold: () => setExpanded(foldedSubmenus),
    toggle: (name: SubmenuName) => setExpanded((state) => ({ ...state, [name]: !state[name] })),
  };
}
