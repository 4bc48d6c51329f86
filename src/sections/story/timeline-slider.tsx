import { graphql } from "gatsby";
import { Slider } from "../../components/ui/slider";
import type { PerView } from "../../lib/slider-breakpoints";
import { TitledText } from "../../components/ui/titled-text";
import * as styles from "./timeline-slider.module.css";
import { useText } from "../../hooks/use-text";

/** 1, 2 and 3 milestones from 0, 768 and 1024 px. */
const timelinePerView: PerView = [
  [0, 1],
  [768, 2],
  [1024, 3],
];

/** The firm's milestones: loops, arrows, one pagination button per milestone, a step every 5.5 s. */
export function TimelineSlider({ items }: { items: readonly Queries.TimelineItemFieldsFragment[] }) {
  const t = useText();
  return (
    <Slider
      label={t("story.milestones")}
      itemName={t("slider.items.milestone")}
      perView={timelinePerView}
      gap={20}
      autoplaySpeed={5500}
      dots
    >
      {items.map((item) => (
        <article key={item.year} className={styles.card}>
          <p className={styles.year}>{item.year}</p>
          <TitledText item={item} titleClassName={styles.title} descriptionClassName={styles.description} />
        </article>
      ))}
    </Slider>
  );
}

export const timelineItemFields = graphql`
  fragment TimelineItemFields on TimelineItem {
    year
    order
    title
    description
  }
`;
