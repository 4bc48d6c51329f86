import { Slider } from "../../components/ui/slider";
import type { PerView } from "../../lib/slider-breakpoints";
import { FileImage } from "../../components/ui/file-image";
import * as styles from "./awards-carousel.module.css";
import { useText } from "../../hooks/use-text";

/** 1, 1, 2 and 3 awards from 320, 480, 768 and 1024 px. */
const awardsPerView: PerView = [
  [0, 1],
  [320, 1],
  [480, 1],
  [768, 2],
  [1024, 3],
];

/** The firm's community awards, a step every 4 s. */
export function AwardsCarousel({ items }: { items: readonly Queries.AwardItemFieldsFragment[] }) {
  const t = useText();
  return (
    <Slider
      label={t("story.awards")}
      itemName={t("slider.items.award")}
      perView={awardsPerView}
      gap={20}
      autoplaySpeed={4000}
    >
      {items.map((item) => (
        <article key={item.year ?? item.title} className={styles.card}>
          <FileImage file={item.image} alt={item.imageAlt} className={styles.image} />
          <h3 className={styles.title}>
            <span className={styles.year}>{item.year}</span> {item.title}
          </h3>
          {item.description ? <p className={styles.by}>{item.description}</p> : null}
        </article>
      ))}
    </Slider>
  );
}
