import { Link } from "../ui/link";
import type { MenuLink, ServiceMenuColumn } from "../../hooks/use-navigation";

/** A header submenu's name: "services" for the Services menu, else its item's route as a word ("contact"). */
export type SubmenuName = string;

/** Which submenu a header item opens, if any: the Services menu is built from the service pages; any item with
 * a `submenu` in data/site/en/navigation.json opens that list. */
export function submenuNameOf(item: Queries.NavItem): SubmenuName | null {
  if (item.menu === "services") return "services";
  if (item.submenu && item.submenu.length) return item.to.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return null;
}

interface MenuLinksProps {
  /** A flat submenu (e.g. Contact's). */
  links?: readonly MenuLink[] | null;
  /** The Services menu: one column per category, headed by a link to the category page. */
  columns?: readonly ServiceMenuColumn[];
  /** Closes the menu that holds the links once one is followed. */
  onNavigate: () => void;
  columnClassName?: string;
  headingClassName?: string;
}

function LinkList({ links, onNavigate }: { links: readonly MenuLink[]; onNavigate: () => void }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The links of one submenu, as both the desktop menus and the mobile menu show them. */
export function MenuLinks({ links, columns, onNavigate, columnClassName, headingClassName }: MenuLinksProps) {
  if (!columns) return <LinkList links={links ?? []} onNavigate={onNavigate} />;
  return (
    <>
      {columns.map((column) => (
        <div key={column.to} className={columnClassName}>
          <Link to={column.to} className={headingClassName} onClick={onNavigate}>
            {column.label}
          </Link>
          <LinkList links={column.links} onNavigate={onNavigate} />
        </div>
      ))}
    </>
  );
}
