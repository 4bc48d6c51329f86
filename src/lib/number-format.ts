/**
 * Whole numbers grouped with commas ("500,000") and whole dollars ("$2,000"), as en-US writes them.
 * Written out rather than through Intl: the first Intl.NumberFormat a page creates costs Chrome 20–30 ms of
 * locale set-up, which on a phone becomes a main-thread task of over 100 ms while the page loads.
 */
export function groupThousands(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}

export function wholeDollars(amount: number): string {
  const grouped = groupThousands(amount);
  return grouped.startsWith("-") ? `-$${grouped.slice(1)}` : `$${grouped}`;
}
