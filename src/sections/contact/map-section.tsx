import { FirmAddressLines } from "../../components/ui/firm-address";
import { useFirm } from "../../hooks/use-firm";
import * as styles from "./map-section.module.css";
import { useSharedSection } from "../../hooks/use-shared-section";

/** The office on an embedded map (heading: the page's own, else the shared `map` record of data/page-sections/), loaded lazily (height 400) with the address beside it. */
export function MapSection({ heading }: { heading?: string }) {
  const shared = useSharedSection("map");
  const firm = useFirm();
  return (
    <section className={styles.section} aria-labelledby="map-heading">
      <div className={styles.inner}>
        <div className={styles.details}>
          <h2 id="map-heading">{heading ?? shared.heading}</h2>
          <address className={styles.address}>
            <FirmAddressLines />
          </address>
          <p>
            <a href={`tel:${firm.phoneTel}`}>{firm.phoneDisplay}</a>
          </p>
        </div>
        <iframe
          className={styles.map}
          src={firm.mapEmbedUrl}
          title={firm.mapTitle}
          loading="lazy"
          height={400}
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
    </section>
  );
}
