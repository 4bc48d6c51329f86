import { useEffect, useRef } from "react";
import { ExternalLink } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import * as styles from "./reviews-widget.module.css";
import { useText } from "../../hooks/use-text";
import { NewTabLink } from "../../components/ui/new-tab-link";

/** Build-time URL of the third-party reviews widget script; without it the section shows a link only. */
const widgetSrc = process.env.GATSBY_REVIEWS_WIDGET_SRC ?? "";

/**
 * The third-party reviews widget. Its script is fetched only once the section scrolls into view and only when
 * GATSBY_REVIEWS_WIDGET_SRC is set, asynchronously, so it can never block rendering; if it fails to load
 * (offline, blocked) the link to the firm's reviews is still there.
 */
export function ReviewsWidget({ copy }: { copy: Queries.PageSectionFieldsFragment }) {
  const t = useText();
  const firm = useFirm();
  const slot = useRef<HTMLDivElement>(null);
  const headingId = `${copy.key}-heading`;

  useEffect(() => {
    const target = slot.current;
    if (!widgetSrc || !target || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const script = document.createElement("script");
        script.src = widgetSrc;
        script.async = true;
        target.appendChild(script);
      },
      { rootMargin: "200px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        {copy.eyebrow ? <p className={styles.eyebrow}>{copy.eyebrow}</p> : null}
        <h2 id={headingId}>{copy.heading}</h2>
        {copy.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {widgetSrc ? <div ref={slot} className={styles.slot} data-reviews-widget="" /> : null}
        <NewTabLink href={firm.reviewsUrl} className={styles.link}>
          {copy.ctaLabel ?? t("story.readReviews")}
          <ExternalLink aria-hidden="true" size={18} />
        </NewTabLink>
      </div>
    </section>
  );
}
