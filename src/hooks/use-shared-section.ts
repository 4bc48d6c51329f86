import { graphql, useStaticQuery } from "gatsby";
import { editionOf } from "../lib/locale";
import { pickSection } from "../lib/page-sections";
import { useLocale } from "./use-locale";

/**
 * The copy of a section several pages show (records of data/page-sections/ with `page: "*"`, e.g. the
 * free-quote section of /services and /about), so each page's query need not ask for it.
 */
export function useSharedSection(key: string): Queries.PageSectionFieldsFragment {
  const locale = useLocale();
  const data = useStaticQuery<Queries.SharedSectionsQuery>(graphql`
    query SharedSections {
      editions {
        locale
        content {
          allPageSection(filter: { page: { eq: "*" } }, sort: { order: ASC }) {
            nodes {
              ...PageSectionFields
            }
          }
        }
      }
    }
  `);
  return pickSection(editionOf(data.editions, locale).content.allPageSection.nodes, key);
}
