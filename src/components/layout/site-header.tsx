import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { ChevronDown, Menu, Phone, X, LogIn } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { useNavigation, type MenuLink, type ServiceMenuColumn } from "../../hooks/use-navigation";
import { Logo } from "./logo";
import { HeaderSearch } from "./header-search";
import * as styles from "./site-header.module.css";

type SubmenuName = "services" | "contact";

function submenuNameOf(item: Queries.NavItem): SubmenuName | null {
  if (item.menu === "services") return "services";
  if (item.submenu && item.submenu.length) return "contact";
  return null;
}

/** Desktop: one disclosure per item with a submenu (WAI-ARIA disclosure navigation). */
function DesktopNav({ main, serviceColumns }: { main: readonly Queries.NavItem[]; serviceColumns: ServiceMenuColumn[] }) {
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

  return (
    <nav aria-label="Main" className={styles.desktopNav}>
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
                setOpen((current) => (current === name ? null : current));
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape" && isOpen) {
                  event.stopPropagation();
                  close(true);
                }
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpen((current) => (current === name ? null : current));
                }
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
                <span className="visually-hidden">{item.label} menu</span>
                <ChevronDown aria-hidden="true" size={16} />
              </button>
              <div id={panelId} className={name === "services" ? styles.megaMenu : styles.dropdown} hidden={!isOpen}>
                {name === "services" ? (
                  <div className={styles.megaColumns}>
                    {serviceColumns.map((column) => (
                      <div key={column.to} className={styles.megaColumn}>
                        <Link to={column.to} className={styles.megaHeading} onClick={() => close(false)}>
                          {column.label}
                        </Link>
                        <ul>
                          {column.links.map((link) => (
                            <li key={link.to}>
                              <Link to={link.to} onClick={() => close(false)}>
                                {link.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                ) : (
                  <ul>
                    {(item.submenu ?? []).map((link) => (
                      <li key={link.to}>
                        <Link to={link.to} onClick={() => close(false)}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileSubmenu({
  label,
  to,
  links,
  columns,
  expanded,
  onToggle,
  onNavigate,
}: {
  label: string;
  to: string;
  links?: readonly MenuLink[];
  columns?: ServiceMenuColumn[];
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const id = useId();
  return (
    <li className={styles.mobileItem}>
      <div className={styles.mobileRow}>
        <Link to={to} onClick={onNavigate} className={styles.mobileLink}>
          {label}
        </Link>
        <button type="button" className={styles.mobileToggle} aria-expanded={expanded} aria-controls={id} onClick={onToggle}>
          <span className="visually-hidden">{label} submenu</span>
          <ChevronDown aria-hidden="true" size={20} className={expanded ? styles.flipped : undefined} />
        </button>
      </div>
      <div id={id} hidden={!expanded} className={styles.mobileSubmenu}>
        {columns ? (
          columns.map((column) => (
            <div key={column.to}>
              <Link to={column.to} onClick={onNavigate} className={styles.mobileSubheading}>
                {column.label}
              </Link>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={onNavigate}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))
        ) : (
          <ul>
            {(links ?? []).map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onNavigate}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

export function SiteHeader() {
  const firm = useFirm();
  const { main, serviceColumns } = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [expanded, setExpanded] = useState<Record<SubmenuName, boolean>>({ services: false, contact: false });
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const openMenu = () => {
    setExpanded({ services: false, contact: false });
    setMenuOpen(true);
  };
  const closeMenu = useCallback((returnFocus = true) => {
    setExpanded({ services: false, contact: false });
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return undefined;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeMenu(true);
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [menuOpen, closeMenu]);

  const portalLink = (className: string) => (
    <a href={firm.clientPortalUrl} target="_blank" rel="noopener noreferrer" className={className}>
      <LogIn aria-hidden="true" size={18} />
      Client Portal<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
  const phoneLink = (className: string) => (
    <a href={`tel:${firm.phoneTel}`} className={className}>
      <Phone aria-hidden="true" size={18} />
      <span className="visually-hidden">Call us at </span>
      {firm.phoneDisplay}
    </a>
  );

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink}>
          <Logo />
          <span className="visually-hidden">{firm.name} home</span>
        </Link>
        <DesktopNav main={main} serviceColumns={serviceColumns} />
        <div className={styles.actions}>
          <HeaderSearch variant="desktop" />
          {phoneLink(styles.phone)}
          {portalLink(styles.portal)}
        </div>
        <button
          type="button"
          ref={menuButton}
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => (menuOpen ? closeMenu(true) : openMenu())}
        >
          <Menu aria-hidden="true" size={26} />
          <span className="visually-hidden">Menu</span>
        </button>
      </div>

      <div className={styles.mobileLayer} data-open={menuOpen}>
        <div className={styles.overlay} data-testid="menu-overlay" aria-hidden="true" onClick={() => closeMenu(false)} />
        <div id={panelId} className={styles.panel} hidden={!menuOpen}>
          <div className={styles.panelTop}>
            <Logo />
            <button type="button" ref={closeButton} className={styles.closeButton} onClick={() => closeMenu(true)}>
              <X aria-hidden="true" size={24} />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <HeaderSearch variant="mobile" onNavigate={() => closeMenu(false)} />
          <nav aria-label="Mobile">
            <ul className={styles.mobileList}>
              {main.map((item) => {
                const name = submenuNameOf(item);
                if (!name) {
                  return (
                    <li key={item.to} className={styles.mobileItem}>
                      <Link to={item.to} onClick={() => closeMenu(false)} className={styles.mobileLink}>
                        {item.label}
                      </Link>
                    </li>
                  );
                }
                return (
                  <MobileSubmenu
                    key={item.to}
                    label={item.label}
                    to={item.to}
                    links={item.submenu ?? undefined}
                    columns={name === "services" ? serviceColumns : undefined}
                    expanded={expanded[name]}
                    onToggle={() => setExpanded((state) => ({ ...state, [name]: !state[name] }))}
                    onNavigate={() => closeMenu(false)}
                  />
                );
              })}
            </ul>
          </nav>
          <div className={styles.panelActions}>
            {phoneLink(styles.phone)}
            {portalLink(styles.portal)}
          </div>
        </div>
      </div>
    </header>
  );
}
