/**
 * A moment as a spreadsheet reads it in the viewer's own time zone: "2026-09-29 14:05". Downloads
 * use this rather than ISO timestamps, which read as UTC and which spreadsheets do not parse.
 */
export function localDateTime(moment: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(moment))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
