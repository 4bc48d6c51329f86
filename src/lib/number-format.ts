/**
 * Whole numbers grouped with commas ("500,000") and whole dollars ("$2,000"), as en-US and es-US write them.
 * Written out rather than through Intl for those two locales (tests/unit/lib/number-format.test.ts checks they match
 * Intl): the first Intl.NumberFormat a page creates costs Chrome 20–30 ms of locale set-up, which on a phone
 * becomes a main-thread task of over 100 ms while the page loads. Any other locale goes through Intl.
 */
const US_STYLE: ReadonlySet<string> = new Set(["en-US", "es-US"]);

export function groupThousands(value: number, locale: string): string {
  const rounded = Math.round(value);
  if (!US_STYLE.has(locale)) return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(rounded);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}

/** "$2,000" in `locale` (a BCP 47 tag, e.g. `localeTag("es")`). */
export function wholeDollars(amount: number, locale: string): string {
  if (!US_STYLE.has(locale)) {
    return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
      Math.round(amount),
    );
  }
  const grouped = groupThousands(amount, locale);
  return grouped.startsWith("-") ? `-$${grouped.slice(1)}` : `$${grouped}`;
}
