/**
 * Times in the site's time zone (`company.timeZone` in the settings), for "Publish at…": a date
 * and time as the person types it (a wall clock in that zone) and the moment it means, both ways,
 * with Intl, so daylight saving time is the zone's own. Browser-safe: the settings' schema, the
 * editor's server and its app use it.
 */

/** "2026-11-28T09:00": what a date-and-time field gives, read as a wall clock in a zone. */
export const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zones Intl lists, read once: looking a name up there costs a browser a few ms, making a formatter for it the first time tens. */
let listedZones: Set<string> | undefined;

/** Whether Intl knows `zone` ("America/New_York"); a name it does not know would throw wherever it is used. */
export function isTimeZone(zone: string): boolean {
  listedZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (listedZones.has(zone)) return true;
  // Another name of a listed zone ("US/Eastern") is known too, though not listed.
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at `moment` (ms), as [year, month, day, hour, minute]. */
function wallClockAt(moment: number, zone: string): number[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute')];
}

/** How far the zone's clock is ahead of UTC at `moment`, in ms. */
function offsetAt(moment: number, zone: string): number {
  const [year, month, day, hour, minute] = wallClockAt(moment, zone) as [number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(moment / 60_000) * 60_000;
}

/**
 * The moment (ms) of `wallClock` ("2026-11-28T09:00") in `zone`; undefined when it does not read
 * as one. A time the clocks skip (2:30 on the night they go forward) is the moment an hour later;
 * one they pass twice is its first.
 */
export function momentOfWallClock(wallClock: string, zone: string): number | undefined {
  const match = wallClockPattern.exec(wallClock);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // The zone's offset half a day before and after: the same but around a change of the clocks.
  const [before, after] = [-1, 1].map((side) => asUtc - offsetAt(asUtc + side * 12 * 3_600_000, zone)) as [number, number];
  const shown = [before, after].filter((moment) => wallClockOf(moment, zone) === wallClock);
  // A skipped time, read with the offset before the change, is the moment an hour later.
  return shown.length ? Math.min(...shown) : before;
}

/** `moment` as a wall clock in `zone`, as a date-and-time field takes it ("2026-11-28T09:00"). */
export function wallClockOf(moment: number, zone: string): string {
  const [year, month, day, hour, minute] = wallClockAt(moment, zone);
  const two = (n: number | undefined) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

/** "Saturday, November 28 at 9:00 AM Eastern time" (the zone's short name as people say it). */
export function momentInWords(moment: number, zone: string): string {
  const date = new Date(moment);
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(date);
  return `${day} at ${time} ${zoneInWords(moment, zone)}`;
}

/** "Eastern time", "Central time"; the zone's own name where Intl has no generic one. */
export function zoneInWords(moment: number, zone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(moment))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && !name.startsWith('GMT') ? name.replace(/ Time$/, ' time') : zone.replace(/_/g, ' ');
}

/** The time zone the site's settings (as read from site.config.json, maybe mid-edit) name; undefined when none that Intl knows. */
export function timeZoneOfSettings(settings: unknown): string | undefined {
  const company = (settings as { company?: { timeZone?: unknown } } | undefined)?.company;
  const zone = company?.timeZone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : undefined;
}
