import { graphql, useStaticQuery } from "gatsby";
import { buildServiceIndex } from "../lib/service-index";

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
  const data = useStaticQuery<Queries.UseNavigationQuery>(graphql`
    query UseNavigation {
      navigation {
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
      allServiceCategory(sort: { order: ASC }) {
        nodes {
          title
          path
          order
          services {
            slug
            order
            navLabel
          }
        }
      }
    }
  `);
  if (!data.navigation) throw new Error("data/navigation.json is missing");
  const serviceColumns = buildServiceIndex(data.allServiceCategory.nodes).map((category) => ({
    label: category.title,
    to: category.path,
    links: category.services.map((service) => ({ label: service.navLabel, to: service.path })),
  }));
  const footer = data.navigation.footer.flatMap((item): MenuLink[] => {
    if (item.menu === "services") return serviceColumns.map(({ label, to }) => ({ label, to }));
    if (item.label && item.to) return [{ label: item.label, to: item.to }];
    throw new Error(
      `A footer entry in data/navigation.json needs a label and a route, or a menu: ${JSON.stringify(item)}`,
    );
  });
  return { main: data.navigation.main, footer, serviceColumns };
}
