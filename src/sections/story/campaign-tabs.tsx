import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Tabs } from "../../components/ui/tabs";
import { imageOf } from "../../lib/image";
import * as styles from "./campaign-tabs.module.css";
import { useText } from "../../hooks/use-text";
import { TitledText } from "../../components/ui/titled-text";

/** The community campaigns as tabs (first selected), each with its own description and image. */
export function CampaignTabs({ causes }: { causes: readonly Queries.CauseFieldsFragment[] }) {
  const t = useText();
  return (
    <Tabs
      label={t("story.campaigns")}
      items={causes.map((cause) => {
        const image = imageOf(cause.image);
        return {
          key: cause.key,
          label: cause.title,
          content: (
            <div className={styles.panel}>
              <div>
                <TitledText item={cause} />
              </div>
              {image ? <GatsbyImage image={image} alt={cause.imageAlt} className={styles.image} /> : null}
            </div>
          ),
        };
      })}
    />
  );
}

export const causeFields = graphql`
  fragment CauseFields on Cause {
    key
    order
    title
    description
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 560, formats: [AUTO, WEBP])
      }
    }
  }
`;
