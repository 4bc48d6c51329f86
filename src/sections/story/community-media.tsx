import { graphql } from "gatsby";
import { FileImage } from "../../components/ui/file-image";
import * as styles from "./community-media.module.css";

/** Photos of the team's community work, captioned. */
export function Gallery({ items }: { items: readonly Queries.GalleryItemFieldsFragment[] }) {
  return (
    <ul className={styles.gallery}>
      {items.map((item) => (
        <li key={item.imageAlt}>
          <figure className={styles.figure}>
            <FileImage file={item.image} alt={item.imageAlt} className={styles.photo} />
            {item.title ? <figcaption className={styles.caption}>{item.title}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The partner organisations: logo, name and what they do. */
export function PartnerList({ items }: { items: readonly Queries.LogoItemFieldsFragment[] }) {
  return (
    <ul className={styles.partners}>
      {items.map((item) => (
        <li key={item.imageAlt} className={styles.partner}>
          <FileImage file={item.image} alt="" className={styles.logo} />
          <h3 className={styles.partnerName}>{item.title}</h3>
          {item.description ? <p className={styles.partnerText}>{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export const communityMediaFields = graphql`
  fragment GalleryItemFields on CarouselItem {
    imageAlt
    title
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 420, aspectRatio: 1.5, formats: [AUTO, WEBP])
      }
    }
  }
  fragment AwardItemFields on CarouselItem {
    imageAlt
    title
    year
    description
    image {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 180, height: 180, formats: [AUTO, WEBP], placeholder: NONE)
      }
    }
  }
`;
