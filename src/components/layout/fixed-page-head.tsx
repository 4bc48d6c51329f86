import type { ReactNode } from "react";
import { Seo, type SiteForSchema } from "../seo";

/** A fixed page's record (data/pages/), which its query must find. */
export function required(page: Queries.PageContentFieldsFragment | null): Queries.PageContentFieldsFragment {
  if (!page) throw new Error("A fixed page has no record in data/pages/");
  return page;
}

/** The Head of a fixed page, from the same record. */
export function FixedPageHead({
  page,
  structuredData,
  children,
}: {
  page: Queries.PageContentFieldsFragment | null;
  /** schema.org objects for this page beyond the breadcrumbs, e.g. an FAQPage (see Seo). */
  structuredData?: object[] | ((site: SiteForSchema) => object[]);
  children?: ReactNode;
}) {
  const { title, metaDescription, slug } = required(page);
  return (
    <Seo
      title={title}
      description={metaDescription}
      pathname={slug}
      noindex={slug === "/404"}
      structuredData={structuredData}
    >
      {children}
    </Seo>
  );
}

/** A page's `Head` when it is the fixed page of its query's `pageContent`: `export const Head = PageRecordHead;` */
export function PageRecordHead({ data }: { data: { pageContent: Queries.PageContentFieldsFragment | null } }) {
  return <FixedPageHead page={data.pageContent} />;
}
