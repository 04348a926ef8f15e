import { parse } from 'node:querystring';

/**
 * The query-string parser of every route. Forms and clients send filters they leave blank as
 * `?date=&course=`; an empty value means "no filter", so it is dropped here, once, before any
 * schema sees the query. A schema then treats it exactly like a parameter that was never sent.
 */
export function parseQueryString(raw: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(parse(raw))) {
    const values = (Array.isArray(value) ? value : [value]).filter((item): item is string => Boolean(item));
    if (values.length === 1 && values[0] !== undefined) query[key] = values[0];
    else if (values.length > 1) query[key] = values;
  }
  return query;
}
