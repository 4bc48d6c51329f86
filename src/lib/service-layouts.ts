/**
 * The service page layouts, one list that everything reads: the schema builds its ServiceLayout enum and the
 * ServicePage fields of each layout's sections from it (gatsby/schema.ts), the build queries those fields and checks
 * that a service fills the ones of its category's layout (gatsby/build-hooks.ts, gatsby/page-routes.ts), and the
 * service template renders each layout through one component (src/templates/service-page.tsx). The schema and the
 * template key their entries by `ServiceLayout` (a `Record`), so a layout added here without them is a type error.
 */
import { everyValue } from "./schema-types";

/**
 * The layouts, in the order the schema lists them; each is also the name of the ServicePage field holding a page's
 * sections for it (`tax`, `accounting`, `advisory`). tsc checks the list against the ServiceLayout enum that typegen
 * generated from the schema (src/gatsby-types.d.ts), both ways: after a change here, `gatsby develop` or
 * `gatsby build` regenerates that file.
 */
export const SERVICE_LAYOUTS = everyValue<Queries.ServiceLayout>()(["tax", "accounting", "advisory"]);

/** A layout of service pages: one of SERVICE_LAYOUTS, which are the values of the schema's ServiceLayout enum. */
export type ServiceLayout = (typeof SERVICE_LAYOUTS)[number];
