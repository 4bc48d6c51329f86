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

/** "$2,000" in `locale` (a BCP 47 tag, e.g. es-US from `localeTag`). */
export function wholeDollars(amount: number, locale: string): string {
  if (!US_STYLE.has(locale)) {
    return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
      Math.round(amount),
    );
  }
  const grouped = groupThousands(amount, locale);
  return grouped.startsWith("-") ? `-$${grouped.slice(1)}` : `$${grouped}`;
}

/**
 * The plural category of a count (`Intl.PluralRules(locale).select(count)`), written out for en-US and es-US whole
 * numbers for the same reason as the numbers above (tests/unit/lib/number-format.test.ts checks they match Intl):
 * English has `one` for 1 and `other`; Spanish also `many` for whole millions. Any other locale or a fraction goes
 * through Intl.
 */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  if (!US_STYLE.has(locale) || !Number.isInteger(count)) return pluralRulesOf(locale).select(count);
  if (Math.abs(count) === 1) return "one";
  return locale === "es-US" && count !== 0 && count % 1_000_000 === 0 ? "many" : "other";
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(locale: string): Intl.PluralRules {
  if (!pluralRules.has(locale)) pluralRules.set(locale, new Intl.PluralRules(locale));
  return pluralRules.get(locale) as Intl.PluralRules;
}
