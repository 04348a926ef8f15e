import type { FilteredScreenKey } from '@tutorium/contract/screen-paths';
import { screenSearchSchemas } from '@tutorium/contract/screen-search';
import type { z } from 'zod';

/** A screen's filters as its endpoint's query schema gives them. */
type ScreenFilters<Key extends FilteredScreenKey> = z.output<(typeof screenSearchSchemas)[Key]>;

/**
 * A list screen's filters read from the address bar with the query schema of the endpoint it lists
 * from (packages/contract/src/screen-search.ts). Each parameter is parsed on its own, so one that is
 * missing or invalid takes its field's default (or none) and leaves the others as they are: a link
 * with a stale or mistyped filter still opens the list. Every field of these schemas is optional or
 * has a default.
 */
export function screenFilters<Key extends FilteredScreenKey>(screen: Key, params: URLSearchParams): ScreenFilters<Key> {
  const fields: Record<string, z.ZodType> = screenSearchSchemas[screen].shape;
  const filters = Object.entries(fields).map(([name, field]) => {
    const parsed = field.safeParse(params.get(name) ?? undefined);
    return [name, parsed.success ? parsed.data : field.safeParse(undefined).data];
  });
  return Object.fromEntries(filters) as ScreenFilters<Key>;
}
