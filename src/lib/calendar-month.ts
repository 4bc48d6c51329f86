/**
 * The date arithmetic of the month grid and its keyboard model (WAI-ARIA APG
 * date picker grid), kept out of the component so it can be tested directly.
 */
import { addDays, addMonths, dayOfWeek, daysInMonth, fromIso, toIso, type IsoDate } from "./tax-deadlines/dates";

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** Always six weeks, so the grid keeps its height from month to month. */
export const GRID_CELLS = 42;

/** The grid's cells, Sunday first: null for the empty cells before the 1st and after the last day. */
export function monthCells({ year, month }: YearMonth): (IsoDate | null)[] {
  const leading = dayOfWeek({ year, month, day: 1 });
  const total = daysInMonth(year, month);
  return Array.from({ length: GRID_CELLS }, (_, index) => {
    const day = index - leading + 1;
    return day >= 1 && day <= total ? toIso({ year, month, day }) : null;
  });
}

export function monthOf(date: IsoDate): YearMonth {
  const { year, month } = fromIso(date);
  return { year, month };
}

export function sameMonth(date: IsoDate, view: YearMonth): boolean {
  const { year, month } = fromIso(date);
  return year === view.year && month === view.month;
}

/** Where a key moves the focused day, or null when the key is not part of the grid's model. */
export function dateForKey(date: IsoDate, key: string, shiftKey = false): IsoDate | null {
  switch (key) {
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowDown":
      return addDays(date, 7);
    case "ArrowUp":
      return addDays(date, -7);
    case "Home":
      return addDays(date, -dayOfWeek(date));
    case "End":
      return addDays(date, 6 - dayOfWeek(date));
    case "PageUp":
      return addMonths(date, shiftKey ? -12 : -1);
    case "PageDown":
      return addMonths(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** The day that holds the grid's tab stop: the selected day, else today, else the 1st. */
export function tabStopFor(view: YearMonth, selected: IsoDate | null, today: IsoDate | null): IsoDate {
  if (selected && sameMonth(selected, view)) return selected;
  if (today && sameMonth(today, view)) return today;
  return toIso({ ...view, day: 1 });
}
