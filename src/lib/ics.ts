/**
 * iCalendar (RFC 5545) files for tax deadlines: one all-day VEVENT per
 * deadline, with UIDs that stay the same between downloads so a calendar app
 * updates an imported event instead of duplicating it.
 */
import type { Translate } from "./interface-text";
import { audienceName } from "./tax-deadlines/audiences";
import { addDays } from "./tax-deadlines/dates";
import type { TaxDeadlineEvent } from "./tax-deadlines/rules";

export interface CalendarOptions {
  /** Shown by calendar apps as the calendar's name (X-WR-CALNAME). */
  calendarName: string;
  /** Right-hand side of every UID, e.g. the firm's domain. */
  uidDomain: string;
  /** Product identifier, e.g. "-//Riverwalk CPA Group//Tax Deadline Calendar//EN". */
  productId: string;
  /** When the file was generated (DTSTAMP). */
  generatedAt: Date;
  /** Link added to events without an official source (events with one link to their source). */
  url?: string;
  /**
   * For subscription feeds: how often calendar apps should fetch the feed again, as an RFC 5545 duration
   * (e.g. "P1D"); written as REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (Outlook, Apple).
   */
  refreshInterval?: string;
  /** Text appended to an event's description, e.g. its source and postponement notes (feeds only). */
  descriptionSuffix?: (event: TaxDeadlineEvent) => string | undefined;
  /** Address of the feed itself, written as SOURCE (RFC 7986). */
  feedUrl?: string;
  /**
   * Added to every UID before the domain, e.g. "-es" for the Spanish edition's files, so a calendar that imports the
   * same deadline in both languages keeps two events instead of one overwriting the other. Empty for English.
   */
  uidSuffix?: string;
  /** The dictionary lookup the CATEGORIES (audience names) are written with; without it, the names as stored. */
  t?: Translate;
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** RFC 5545 § 3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** UTF-8 length of one code point (computed, so the module needs no TextEncoder). */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

function octetLength(text: string): number {
  let total = 0;
  for (const char of text) total += utf8Length(char);
  return total;
}

/**
 * RFC 5545 § 3.1: lines longer than 75 octets are folded with CRLF and a space.
 * Octets, not characters, and never inside a multi-byte UTF-8 character.
 */
export function foldLine(line: string): string {
  if (octetLength(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (iso: string) => iso.replace(/-/g, "");

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * The UID of a deadline: its rule and due date, so the same deadline always gets the same UID. A postponed
 * deadline keeps the UID of its original date, so a subscribed calendar moves the event instead of adding one.
 */
export function eventUid(
  event: Pick<TaxDeadlineEvent, "ruleId" | "date" | "postponedFrom">,
  uidDomain: string,
  uidSuffix = "",
): string {
  return `${event.ruleId}-${compactDate(event.postponedFrom ?? event.date)}${uidSuffix}@${uidDomain}`;
}

function veventLines(event: TaxDeadlineEvent, options: CalendarOptions): string[] {
  const suffix = options.descriptionSuffix?.(event);
  const description = suffix ? `${event.description}\n\n${suffix}` : event.description;
  const url = event.source?.url ?? options.url;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${eventUid(event, options.uidDomain, options.uidSuffix)}`,
    `DTSTAMP:${utcStamp(options.generatedAt)}`,
    `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
    // All-day events end on the next day (DTEND is exclusive).
    `DTEND;VALUE=DATE:${compactDate(addDays(event.date, 1))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `CATEGORIES:${event.audience
      .map((audience) => escapeText(options.t ? audienceName(audience, options.t) : audience))
      .join(",")}`,
    "TRANSP:TRANSPARENT",
  ];
  if (url) lines.push(`URL:${url}`);
  lines.push("END:VEVENT");
  return lines;
}

/** A complete VCALENDAR with the given deadlines, CRLF line endings and folded lines. */
export function buildCalendar(events: readonly TaxDeadlineEvent[], options: CalendarOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `NAME:${escapeText(options.calendarName)}`,
    ...(options.refreshInterval
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`, `X-PUBLISHED-TTL:${options.refreshInterval}`]
      : []),
    ...(options.feedUrl ? [`SOURCE;VALUE=URI:${options.feedUrl}`] : []),
    ...events.flatMap((event) => veventLines(event, options)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * A file name safe on every platform, e.g. "tax-deadlines-2026-employers.ics"; accents are dropped
 * ("fechas-límite" → "fechas-limite").
 */
export function calendarFileName(...parts: string[]): string {
  const slug = parts
    .join("-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug}.ics`;
}
