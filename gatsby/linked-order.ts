/**
 * Lists of linked records in the site's order. An @link list (a page's sections, a category's services) comes
 * back in the order Gatsby created the nodes, which with one file per record is the file system's; these resolvers
 * sort it by the records' `order`, as the collections' own queries do.
 */
import type { GatsbyNode } from "gatsby";
import type { GraphQLResolveInfo } from "graphql";

type CreateResolversArgs = Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0];
type Resolve = (source: unknown, args: unknown, context: unknown, info: GraphQLResolveInfo) => unknown;

/** Type → list fields linked to records that have an `order`. */
export const ORDERED_LINKS: Readonly<Record<string, readonly string[]>> = {
  PageContent: ["sections"],
  ServiceCategory: ["services"],
};

const orderOf = (node: unknown) =>
  typeof (node as { order?: unknown })?.order === "number" ? (node as { order: number }).order : Infinity;

/** `records` sorted by `order` (records without one last, in their given order). */
export const byOrder = <T>(records: readonly T[]): T[] => [...records].sort((a, b) => orderOf(a) - orderOf(b));

export function createLinkOrderResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers(
    Object.fromEntries(
      Object.entries(ORDERED_LINKS).map(([type, fields]) => [
        type,
        Object.fromEntries(
          fields.map((field) => [
            field,
            {
              async resolve(source: unknown, args: unknown, context: unknown, info: GraphQLResolveInfo) {
                const original = (info as GraphQLResolveInfo & { originalResolver: Resolve }).originalResolver;
                const linked = await original(source, args, context, info);
                return Array.isArray(linked) ? byOrder(linked) : linked;
              },
            },
          ]),
        ),
      ]),
    ),
  );
}
