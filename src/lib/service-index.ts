import { servicePagePath, type ServiceLayout } from "./routes";

export interface IndexCategoryInput {
  categoryId: string;
  title: string;
  path: string;
  order: number;
  summary: string;
}
export interface IndexPageInput {
  slug: string;
  order: number;
  cardTitle: string;
  cardDescription: string;
}
export interface IndexedCategory {
  title: string;
  path: string;
  summary: string;
  pages: { title: string; path: string; description: string }[];
}

/** Which page collection belongs to which record of data/service-categories.json. */
const layoutOfCategory: Record<string, ServiceLayout> = { taxes: "tax", accounting: "accounting", advisory: "advisory" };

/** Every service category in order, each with its pages in order and their routes. */
export function buildServiceIndex(
  categories: readonly IndexCategoryInput[],
  pages: Record<ServiceLayout, readonly IndexPageInput[]>,
): IndexedCategory[] {
  return [...categories]
    .sort((a, b) => a.order - b.order)
    .map((category) => {
      const layout = layoutOfCategory[category.categoryId];
      if (!layout) throw new Error(`Service category "${category.categoryId}" has no page collection`);
      return {
        title: category.title,
        path: category.path,
        summary: category.summary,
        pages: [...pages[layout]]
          .sort((a, b) => a.order - b.order)
          .map((page) => ({ title: page.cardTitle, path: servicePagePath(layout, page.slug), description: page.cardDescription })),
      };
    });
}
