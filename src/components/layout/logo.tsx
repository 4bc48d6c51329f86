import * as styles from "./logo.module.css";
import { useFirm } from "../../hooks/use-firm";
import { wordmarkLines } from "../../lib/wordmark";

/**
 * The firm's mark and wordmark (its name from data/site/en/firm.json), inline so the header costs no extra request. The
 * mark's colours are the brand tokens (logo.module.css).
 */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const wordmark = wordmarkLines(useFirm().name);
  return (
    <span className={inverted ? `${styles.logo} ${styles.inverted}` : styles.logo}>
      <svg className={styles.mark} viewBox="0 0 64 64" width="44" height="44" aria-hidden="true" focusable="false">
        <rect className={styles.tile} width="64" height="64" rx="14" />
        <path
          d="M12 38c0-11 9-20 20-20s20 9 20 20"
          className={styles.arch}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path
          d="M18 38v-6M26 38v-11M38 38v-11M46 38v-6"
          className={styles.arch}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M8 44c6 0 6 4 12 4s6-4 12-4 6 4 12 4 6-4 12-4"
          fill="none"
          className={styles.waveLight}
          strokeWidth="3.5"
          strokeLinecap="round"
        />
        <path
          d="M8 52c6 0 6 4 12 4s6-4 12-4 6 4 12 4 6-4 12-4"
          fill="none"
          className={styles.waveDeep}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{wordmark.name}</span>
        {wordmark.sub && <span className={styles.sub}>{wordmark.sub}</span>}
      </span>
    </span>
  );
}
