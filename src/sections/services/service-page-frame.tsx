import type { ReactNode } from "react";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { ServicePageBanner } from "./service-banner";
import { ServiceSidebar, type ServiceSidebarProps } from "./service-sidebar";
import { ServiceInsights } from "../insights/service-insights";
import * as styles from "./service-page.module.css";

interface ServicePageFrameProps {
  page: Queries.ServicePageFieldsFragment;
  sidebar: ServiceSidebarProps;
  children: ReactNode;
}

/** What the three service layouts share: banner, then the sidebar beside the page's image and sections. */
export function ServicePageFrame({ page, sidebar, children }: ServicePageFrameProps) {
  const image = getImage(page.mainImage.childImageSharp?.gatsbyImageData ?? null);
  return (
    <>
      <ServicePageBanner page={page} />
      <div className={styles.frame}>
        <div className={styles.main}>
          {image ? <GatsbyImage image={image} alt={page.imgAlt} className={styles.image} /> : null}
          {children}
          <ServiceInsights topic={page.slug} label={page.navLabel} />
        </div>
        <div className={styles.aside}>
          <ServiceSidebar {...sidebar} />
        </div>
      </div>
    </>
  );
}
