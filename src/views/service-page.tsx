import type { ReactElement } from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { AccountingServiceLayout } from "../sections/services/accounting-service-layout";
import { AdvisoryServiceLayout } from "../sections/services/advisory-service-layout";
import { TaxServiceLayout } from "../sections/services/tax-service-layout";
import type { ServiceSidebarProps } from "../sections/services/service-sidebar";
import { serviceSidebar } from "../lib/service-sidebar";
import type { ServiceLayout } from "../lib/service-layouts";

type ServicePage = NonNullable<Queries.ServicePageTemplateQuery["servicePage"]>;

/**
 * The component of each layout (SERVICE_LAYOUTS, src/lib/service-layouts.ts), given the page and its sections for
 * that layout: null when the record has none. A layout added to that list without a component here is a type error.
 */
const LAYOUT_COMPONENTS: Record<
  ServiceLayout,
  (page: ServicePage, sidebar: ServiceSidebarProps) => ReactElement | null
> = {
  tax: (page, sidebar) => page.tax && <TaxServiceLayout page={page} content={page.tax} sidebar={sidebar} />,
  accounting: (page, sidebar) =>
    page.accounting && <AccountingServiceLayout page={page} content={page.accounting} sidebar={sidebar} />,
  advisory: (page, sidebar) =>
    page.advisory && <AdvisoryServiceLayout page={page} content={page.advisory} sidebar={sidebar} />,
};

/** The layout its category names (ServiceCategory.layout) renders the page from the record's sections for it. */
function ServiceLayoutOf({ page }: { page: ServicePage }) {
  const layout = page.category.layout;
  const rendered = LAYOUT_COMPONENTS[layout](page, serviceSidebar(page.category, page.slug));
  if (!rendered) throw new Error(`ServicePage "${page.slug}" has no sections for its category's ${layout} layout`);
  return rendered;
}

/** The view of every ServicePage (src/templates/service-page.tsx). */
export default function ServicePageView({ data }: PageProps<Queries.ServicePageTemplateQuery>) {
  if (!data.servicePage) throw new Error("Missing ServicePage record");
  return (
    <Layout>
      <ServiceLayoutOf page={data.servicePage} />
    </Layout>
  );
}
