import { groupThousands } from "./number-format";

/** A figure such as "$500,000+" or "98%" split into the number a counter animates and the text around it. */
export interface CounterValue {
  prefix: string;
  number: number;
  suffix: string;
}

/** Splits "$100M+" into "$", 100, "M+"; a value without digits is all prefix with number NaN. */
export function parseCounterValue(value: string): CounterValue {
  const match = /^(\D*)([\d,]+(?:\.\d+)?)(.*)$/.exec(value);
  if (!match) return { prefix: value, number: Number.NaN, suffix: "" };
  return { prefix: match[1], number: Number(match[2].replace(/,/g, "")), suffix: match[3] };
}

/**
 * The figures of data/ are written with US grouping ("500,000"), which the Spanish edition (es-US) shares: a
 * counter keeps the grouping of its source text in both editions.
 */
const SOURCE_TEXT_GROUPING = "en-US";

/** The figure with `current` in place of its number, grouped with commas as in the source text. */
export function formatCounterValue({ prefix, suffix }: CounterValue, current: number): string {
  return `${prefix}${groupThousands(current, SOURCE_TEXT_GROUPING)}${suffix}`;
}
