import type { ReactNode } from "react";

import { Layout } from "./layout";
import { PageBanner, bannerProps } from "./page-banner";
import { ButtonLink } from "../ui/button-link";
import { required } from "./fixed-page-head";

interface FixedPageProps {
  page: Queries.PageContentFieldsFragment | null;
  /** Further calls to action in the banner, after the record's own button (`bannerCta`). */
  bannerActions?: ReactNode;
  children?: ReactNode;
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
