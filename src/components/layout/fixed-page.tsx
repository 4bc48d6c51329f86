import type { ReactNode } from "react";

import { Layout } from "./layout";
import { PageBanner, bannerProps } from "./page-banner";
import { Seo } from "../seo";
import { ButtonLink } from "../ui/button-link";

interface FixedPageProps {
  page: Queries.PageContentFieldsFragment | null;
  /** Further calls to action in the banner, after the record's own button (`bannerCta`). */
  bannerActions?: ReactNode;
  children?: ReactNode;
}

function required(page: Queries.PageContentFieldsFragment | null): Queries.PageContentFieldsFragment {
  if (!page) throw new Error("A fixed page has no record in data/pages/");
  return page;
}

/** A page with a record in data/pages/: shared layout, banner with h1, intro and button, then its sections. */
export function FixedPage({ page, bannerActions, children }: FixedPageProps) {
  const { bannerCta } = required(page);
  return (
    <Layout>
      <PageBanner {...bannerProps(required(page))}>
        {bannerCta ? <ButtonLink to={bannerCta.to}>{bannerCta.label}</ButtonLink> : null}
        {bannerActions}
      </PageBanner>
      {children}
    </Layout>
  );
}

/** The Head of a fixed page, from the same record. */
export function FixedPageHead({
  page,
  structuredData,
  children,
}: {
  page: Queries.PageContentFieldsFragment | null;
  /** schema.org objects for this page beyond the breadcrumbs, e.g. an FAQPage. */
  structuredData?: object[];
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
