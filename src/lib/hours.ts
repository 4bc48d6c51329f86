import { type Translate } from "./interface-text";

/** "08:30" → "8:30 a.m.", "17:00" → "5 p.m." (AP style, as people read office hours). */
export function formatClock(time: string, t: Translate): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a 24-hour time: "${time}"`);
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) throw new Error(`Not a 24-hour time: "${time}"`);
  if (hours === 12 && minutes === "00") return t("common.time.noon");
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const clock = `${h12}${minutes === "00" ? "" : `:${minutes}`}`;
  return t(hours < 12 ? "common.time.morning" : "common.time.afternoon", { time: clock });
}

/** "8:30 a.m. to 5 p.m." in the dictionary of `t` (the page's, from `useText()`; English by default). */
export function formatOpeningHours(opens: string, closes: string, t: Translate): string {
  return t("common.time.range", { opens: formatClock(opens, t), closes: formatClock(closes, t) });
}
