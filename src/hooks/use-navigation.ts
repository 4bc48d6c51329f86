import { graphql, useStaticQuery } from "gatsby";
import { servicePagePath, type ServiceLayout } from "../lib/routes";

export interface MenuLink {
  label: string;
  to: string;
}
export interface ServiceMenuColumn extends MenuLink {
  links: MenuLink[];
}
export interface NavigationData {
  main: readonly Queries.NavItem[];
  footer: readonly Queries.NavLink[];
  serviceColumns: ServiceMenuColumn[];
}

const layoutOfCategory: Record<string, ServiceLayout> = {
  taxes: "tax",
  accounting: "accounting",
  advisory: "advisory",
};

/** Header and footer links; the Services menu is built from the service page records themselves. */
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
        }
      }
      allServiceCategory(sort: { order: ASC }) {
        nodes {
          categoryId
          title
          path
        }
      }
      allTaxServicePage(sort: { order: ASC }) {
        nodes {
          slug
          navLabel
        }
      }
      allAccountingServicePage(sort: { order: ASC }) {
        nodes {
          slug
          navLabel
        }
      }
      allAdvisoryServicePage(sort: { order: ASC }) {
        nodes {
          slug
          navLabel
        }
      }
    }
  `);
  if (!data.navigation) throw new Error("data/navigation.json is missing");
  const pagesByLayout: Record<ServiceLayout, readonly { slug: string; navLabel: string }[]> = {
    tax: data.allTaxServicePage.nodes,
    accounting: data.allAccountingServicePage.nodes,
    advisory: data.allAdvisoryServicePage.nodes,
  };
  const serviceColumns = data.allServiceCategory.nodes.map((category) => {
    const layout = layoutOfCategory[category.categoryId];
    return {
      label: category.title,
      to: category.path,
      links: (pagesByLayout[layout] ?? []).map((page) => ({ label: page.navLabel, to: servicePagePath(layout, page.slug) })),
    };
  });
  return { main: data.navigation.main, footer: data.navigation.footer, serviceColumns };
}
