import { interfaceText } from "./interface-text";

/** "08:30" → "8:30 a.m.", "17:00" → "5 p.m." (AP style, as people read office hours). */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a 24-hour time: "${time}"`);
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) throw new Error(`Not a 24-hour time: "${time}"`);
  if (hours === 12 && minutes === "00") return interfaceText("common.time.noon");
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const clock = `${h12}${minutes === "00" ? "" : `:${minutes}`}`;
  return interfaceText(hours < 12 ? "common.time.morning" : "common.time.afternoon", { time: clock });
}

export function formatOpeningHours(opens: string, closes: string): string {
  return interfaceText("common.time.range", { opens: formatClock(opens), closes: formatClock(closes) });
}
