import { graphql } from "gatsby";
import { useState } from "react";
import { Quote } from "lucide-react";
import { Slider } from "../../components/ui/slider";
import { ReadMore } from "../../components/ui/read-more";
import type { PerView } from "../../lib/slider-breakpoints";
import { FileImage } from "../../components/ui/file-image";
import * as styles from "./testimonial-slider.module.css";
import { useText } from "../../hooks/use-text";

/**
 * Short testimonials: 3 per view, 2.3 from 992 px (so also at 1920 px), 1.3 from 768 px, 1 from
 * 320 px, 20 px apart.
 */
const shortPerView: PerView = [
  [0, 3],
  [320, 1],
  [768, 1.3],
  [992, 2.3],
];
/** Long testimonials need room for their text: one per view, two side by side on wide screens. */
const longPerView: PerView = [
  [0, 1],
  [992, 2],
];

interface TestimonialSliderProps {
  items: readonly Queries.TestimonialFieldsFragment[];
  /** Long testimonials show their first 250 characters with a Read More / Read Less button. */
  long?: boolean;
}

/** Client testimonials that rotate and loop, with previous/next buttons and no touch dragging. */
export function TestimonialSlider({ items, long = false }: TestimonialSliderProps) {
  const t = useText();
  // Which long testimonials are open, kept here: react-slick rebuilds the slides when it takes over the carousel,
  // which would otherwise fold a testimonial the visitor has just opened.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string, expanded: boolean) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (expanded) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <Slider
      label={t("story.testimonials")}
      itemName={t("slider.items.testimonial")}
      perView={long ? longPerView : shortPerView}
      gap={20}
      autoplaySpeed={long ? 7000 : 5000}
      draggable={false}
    >
      {items.map((item) => (
        <figure key={item.key} className={styles.card}>
          <Quote aria-hidden="true" size={32} className={styles.mark} />
          <blockquote className={styles.quote}>
            <p className={styles.heading}>{item.heading}</p>
            {long ? (
              <ReadMore
                text={item.details}
                expanded={open.has(item.key)}
                onToggle={(expanded) => toggle(item.key, expanded)}
              />
            ) : (
              <p>{item.details}</p>
            )}
          </blockquote>
          <figcaption className={styles.author}>
            <FileImage file={item.image} alt="" className={styles.avatar} />
            <span>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.designation}>{item.designation}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </Slider>
  );
}

export const testimonialFields = graphql`
  fragment TestimonialFields on Testimonial {
    key
    kind
    heading
    details
    name
    designation
    image {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 56, height: 56, formats: [AUTO, WEBP], placeholder: NONE)
      }
    }
  }
`;
