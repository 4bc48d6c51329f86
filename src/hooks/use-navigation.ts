import { graphql, useStaticQuery } from "gatsby";
import { editionOf } from "../lib/locale";
import { buildServiceIndex } from "../lib/service-index";
import { useLocale } from "./use-locale";

export interface MenuLink {
  label: string;
  to: string;
}
export interface ServiceMenuColumn extends MenuLink {
  links: MenuLink[];
}
export interface NavigationData {
  main: readonly Queries.NavItem[];
  footer: MenuLink[];
  serviceColumns: ServiceMenuColumn[];
}

/**
 * Header and footer links. The Services menu, and the footer entry `{ "menu": "services" }`, are built from
 * the service catalogue (each ServiceCategory with its linked ServicePage records).
 */
export function useNavigation(): NavigationData {
  const locale = useLocale();
  const editions = useStaticQuery<Queries.UseNavigationQuery>(graphql`
    fragment NavigationMenus on Navigation {
      main {
        label
        to
        menu
        submenu {
          label
          to
        }
      }
      footer {
        label
        to
        menu
      }
    }
    fragment ServiceMenu on ServiceCategory {
      title
      path
      order
      services {
        slug
        order
        navLabel
      }
    }
    query UseNavigation {
      editions {
        locale
        content {
          navigation {
            ...NavigationMenus
          }
          allServiceCategory(sort: { order: ASC }) {
            nodes {
              ...ServiceMenu
            }
          }
        }
      }
    }
  `);
  const data = editionOf(editions.editions, locale).content;
  if (!data.navigation) throw new Error("data/site/en/navigation.json is missing");
  const serviceColumns = buildServiceIndex(data.allServiceCategory.nodes).map((category) => ({
    label: category.title,
    to: category.path,
    links: category.services.map((service) => ({ label: service.navLabel, to: service.path })),
  }));
  const footer = data.navigation.footer.flatMap((item): MenuLink[] => {
    if (item.menu === "services") return serviceColumns.map(({ label, to }) => ({ label, to }));
    if (item.label && item.to) return [{ label: item.label, to: item.to }];
    throw new Error(
      `A footer entry in data/site/en/navigation.json needs a label and a route, or a menu: ${JSON.stringify(item)}`,
    );
  });
  return { main: data.navigation.main, footer, serviceColumns };
}
