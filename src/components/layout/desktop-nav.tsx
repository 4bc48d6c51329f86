import { useCallback, useId, useRef, useState } from "react";
import { Link } from "../ui/link";
import { ChevronDown } from "lucide-react";
import type { ServiceMenuColumn } from "../../hooks/use-navigation";
import { useText } from "../../hooks/use-text";
import { MenuLinks, submenuNameOf, type SubmenuName } from "./menu-links";
import * as styles from "./desktop-nav.module.css";

interface DesktopNavProps {
  main: readonly Queries.NavItem[];
  serviceColumns: ServiceMenuColumn[];
}

/** Desktop: one disclosure per item with a submenu (WAI-ARIA disclosure navigation). */
export function DesktopNav({ main, serviceColumns }: DesktopNavProps) {
  const t = useText();
  const [open, setOpen] = useState<SubmenuName | null>(null);
  const toggles = useRef<Partial<Record<SubmenuName, HTMLButtonElement | null>>>({});
  // A pointer that hovers onto the toggle has already opened its menu; its click must not close it again.
  const openedByHover = useRef(false);
  const baseId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen((current) => {
      if (returnFocus && current) toggles.current[current]?.focus();
      return null;
    });
  }, []);
  const closeIfOpen = (name: SubmenuName) => setOpen((current) => (current === name ? null : current));

  return (
    <nav aria-label={t("header.mainNav")} className={styles.desktopNav}>
      <ul className={styles.desktopList}>
        {main.map((item) => {
          const name = submenuNameOf(item);
          if (!name) {
            return (
              <li key={item.to} className={styles.desktopItem}>
                <Link to={item.to} className={styles.topLink} activeClassName={styles.active} aria-current={undefined}>
                  {item.label}
                </Link>
              </li>
            );
          }
          const panelId = `${baseId}-${name}`;
          const isOpen = open === name;
          const isServices = name === "services";
          return (
            // Hover, Escape and focus-leaving apply to the whole item: its link, toggle and panel.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={item.to}
              className={styles.desktopItem}
              onMouseEnter={() => {
                openedByHover.current = true;
                setOpen(name);
              }}
              onMouseLeave={() => {
                openedByHover.current = false;
                closeIfOpen(name);
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape" && isOpen) {
                  event.stopPropagation();
                  close(true);
                }
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeIfOpen(name);
              }}
            >
              <Link to={item.to} className={styles.topLink} activeClassName={styles.active}>
                {item.label}
              </Link>
              <button
                type="button"
                className={styles.caret}
                aria-expanded={isOpen}
                aria-controls={panelId}
                ref={(el) => {
                  toggles.current[name] = el;
                }}
                onClick={() => {
                  const keepOpen = openedByHover.current;
                  openedByHover.current = false;
                  setOpen(isOpen && !keepOpen ? null : name);
                }}
              >
                <span className="visually-hidden">{t("header.submenuToggle", { label: item.label })}</span>
                <ChevronDown aria-hidden="true" size={16} />
              </button>
              <div id={panelId} className={isServices ? styles.megaMenu : styles.dropdown} hidden={!isOpen}>
                {isServices ? (
                  <div className={styles.megaColumns}>
                    <MenuLinks
                      columns={serviceColumns}
                      onNavigate={() => close(false)}
                      columnClassName={styles.megaColumn}
                      headingClassName={styles.megaHeading}
                    />
                  </div>
                ) : (
                  <MenuLinks links={item.submenu} onNavigate={() => close(false)} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
