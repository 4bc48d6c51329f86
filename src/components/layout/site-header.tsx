import { useId } from "react";
import { Link } from "../ui/link";
import { Menu } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { useMenuDialog } from "../../hooks/use-menu-dialog";
import { useNavigation } from "../../hooks/use-navigation";
import { useText } from "../../hooks/use-text";
import { Logo } from "./logo";
import { DesktopNav } from "./desktop-nav";
import { HeaderActions } from "./header-actions";
import { MobileMenu, useFoldedSubmenus } from "./mobile-menu";
import { HeaderSearch } from "./header-search";
import * as styles from "./site-header.module.css";

/**
 * The site header: logo, the desktop navigation with its disclosure menus, the header actions (HeaderActions,
 * also at the foot of the mobile menu), and the menu button that opens the mobile menu on small screens.
 */
export function SiteHeader() {
  const firm = useFirm();
  const t = useText();
  const { main, serviceColumns } = useNavigation();
  const submenus = useFoldedSubmenus();
  const menu = useMenuDialog(submenus.fold);
  const panelId = useId();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink}>
          <Logo />
          <span className="visually-hidden">{t("header.home", { name: firm.name })}</span>
        </Link>
        <DesktopNav main={main} serviceColumns={serviceColumns} />
        <HeaderActions variant="desktop" search={<HeaderSearch variant="desktop" />} />
        <button
          type="button"
          ref={menu.menuButton}
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls={panelId}
          onClick={() => (menu.open ? menu.closeMenu(true) : menu.openMenu())}
        >
          <Menu aria-hidden="true" size={26} />
          <span className="visually-hidden">{t("header.openMenu")}</span>
        </button>
      </div>
      <MobileMenu
        id={panelId}
        open={menu.open}
        main={main}
        serviceColumns={serviceColumns}
        expanded={submenus.expanded}
        onToggleSubmenu={submenus.toggle}
        onClose={menu.closeMenu}
        closeButton={menu.closeButton}
        search={<HeaderSearch variant="mobile" onNavigate={() => menu.closeMenu(false)} />}
        actions={<HeaderActions variant="mobile" />}
      />
    </header>
  );
}
