import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { CategoryPageBody } from "../sections/services/category-page-body";
import { ServiceCardGrid } from "../sections/services/service-card-grid";
import { servicesOf } from "../lib/service-index";

/**
 * The page of a service category, at its path (e.g. /services/taxes): banner and meta from its linked
 * data/pages/ record (ServiceCategory.page), the rest from the ServiceCategory record and its services.
 */
export default function ServiceCategoryView({ data }: PageProps<Queries.ServiceCategoryPageQuery>) {
  const category = data.serviceCategory;
  if (!category) throw new Error("Missing ServiceCategory record");
  return (
    <FixedPage page={category.page}>
      <CategoryPageBody category={category}>
        <ServiceCardGrid services={servicesOf(category)} label={category.listLabel} />
      </CategoryPageBody>
    </FixedPage>
  );
}
