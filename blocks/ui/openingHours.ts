/**
 * Opening hours as a visitor reads them, from a set in site.config.json: consecutive days with
 * the same hours share a row ("Monday – Friday", "7:00 AM – 5:00 PM"), and days the set does not
 * list are shown as closed.
 */
import type { OpeningHours } from '../../schema/site';

/** The week, in the order rows are shown (schema/site.ts lists the same names). */
const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface HoursRow {
  days: string;
  time: string;
}

/** "07:00" → "7:00 AM", "17:30" → "5:30 PM", "00:00" → "12:00 AM". */
export function twelveHourTime(clock: string): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function hoursRows(hours: OpeningHours, closedLabel: string): HoursRow[] {
  const timeOn = (day: string) => {
    const entry = hours.find((h) => (h.days as readonly string[]).includes(day));
    return entry ? `${twelveHourTime(entry.opens)} – ${twelveHourTime(entry.closes)}` : closedLabel;
  };
  const rows: { first: string; last: string; time: string }[] = [];
  for (const day of week) {
    const time = timeOn(day);
    const previous = rows.at(-1);
    if (previous && previous.time === time) previous.last = day;
    else rows.push({ first: day, last: day, time });
  }
  return rows.map(({ first, last, time }) => ({ days: first === last ? first : `${first} – ${last}`, time }));
}
