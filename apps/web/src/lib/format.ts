const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** "Mar 4, 2025" in the viewer's locale; an unreadable value yields an empty string. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** A price in `currency` with the viewer's number format; 0 is "Free" (spec 2.5). */
export function formatPrice(price: number, currency: string): string {
  if (price === 0) return 'Free';
  let format = priceFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    priceFormats.set(currency, format);
  }
  return format.format(price);
}
