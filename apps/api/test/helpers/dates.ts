/** A day, in milliseconds. */
export const DAY = 86_400_000;

/** The UTC calendar date `offset` days from `from` (now unless given), as YYYY-MM-DD. */
export const dateFrom = (offset: number, from: Date = new Date()) =>
  new Date(from.getTime() + offset * DAY).toISOString().slice(0, 10);

/** The UTC calendar date `days` days before now, as YYYY-MM-DD. */
export const daysAgo = (days: number) => dateFrom(-days);
