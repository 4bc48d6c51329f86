import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Slider } from "../../components/ui/slider";
import { ButtonLink } from "../../components/ui/button-link";
import * as styles from "./home-banner.module.css";
import { useText } from "../../hooks/use-text";

export interface HomeBannerSlide {
  key: string;
  heading: string;
  text: string | null;
  image: IGatsbyImageData | undefined;
  imageAlt: string;
  ctaLabel: string;
  ctaLink: string;
}

/**
 * The home page's three fading slides (5 s each, 1 s fade). The first carries the page's h1 and the only
 * eagerly loaded image; every slide ends with a call to action to /contact.
 */
export function HomeBanner({ slides }: { slides: HomeBannerSlide[] }) {
  const t = useText();
  return (
    <section className={styles.banner} aria-labelledby="page-heading">
      <Slider
        label={t("story.bannerLabel")}
        itemName={t("slider.items.bannerSlide")}
        fade
        speed={1000}
        autoplaySpeed={5000}
        tone="light"
        controlsClassName={styles.controls}
      >
        {slides.map((slide, index) => {
          const Heading = index === 0 ? "h1" : "p";
          return (
            <div key={slide.key} className={styles.slide}>
              {slide.image ? (
                <GatsbyImage
                  image={slide.image}
                  alt={slide.imageAlt}
                  className={styles.image}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : undefined}
                  objectFit="cover"
                />
              ) : null}
              <div className={styles.shade} />
              <div className={styles.content}>
                <Heading id={index === 0 ? "page-heading" : undefined} className={styles.heading}>
                  {slide.heading}
                </Heading>
                {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
                <ButtonLink to={slide.ctaLink}>{slide.ctaLabel}</ButtonLink>
              </div>
            </div>
          );
        })}
      </Slider>
    </section>
  );
}
