import type { FilteredScreenKey } from '@tutorium/contract/screen-paths';
import { screenSearchSchemas } from '@tutorium/contract/screen-search';
import type { z } from 'zod';

type SearchSchema<Key extends FilteredScreenKey> = (typeof screenSearchSchemas)[Key];

/** A screen's filters as its query schema gives them. */
export type ScreenFilters<Key extends FilteredScreenKey> = z.output<SearchSchema<Key>>;

/**
 * What a screen may write to its address: each field of its query schema as the schema takes it
 * (undefined or '' leaves it out), so a parameter the screen does not have or a value of the wrong
 * type is a type error.
 */
export type ScreenFieldChanges<Key extends FilteredScreenKey> = {
  readonly [Name in keyof z.input<SearchSchema<Key>>]?: z.input<SearchSchema<Key>>[Name] | '' | undefined;
};

/** A list screen's changes: its fields, and the page it turns to. */
export type ScreenChanges<Key extends FilteredScreenKey> = ScreenFieldChanges<Key> & { readonly page?: number };

/**
 * A screen's filters read from the address bar with its query schema (packages/contract/src/screen-search.ts).
 * Each parameter is parsed on its own, so one that is missing or invalid takes its field's default
 * (or none) and leaves the others as they are: a link with a stale or mistyped filter still opens
 * the screen. Every field of these schemas is optional or has a default.
 */
export function screenFilters<Key extends FilteredScreenKey>(screen: Key, params: URLSearchParams): ScreenFilters<Key> {
  const fields: Record<string, z.ZodType> = screenSearchSchemas[screen].shape;
  const filters = Object.entries(fields).map(([name, field]) => {
    const parsed = field.safeParse(params.get(name) ?? undefined);
    return [name, parsed.success ? parsed.data : field.safeParse(undefined).data];
  });
  return Object.fromEntries(filters) as ScreenFilters<Key>;
}

/**
 * The parameters the address holds (not empty) that the screen's query schema refuses, with the
 * value refused: the filters screenFilters read as their default, for a screen that tells the user
 * (a subject with no courses of its own).
 */
export function refusedFilters<Key extends FilteredScreenKey>(
  screen: Key,
  params: URLSearchParams,
): ReadonlyMap<keyof ScreenFilters<Key>, string> {
  const fields: Record<string, z.ZodType> = screenSearchSchemas[screen].shape;
  const refused = Object.entries(fields).flatMap(([name, field]) => {
    const value = params.get(name);
    const isRefused = value !== null && value !== '' && !field.safeParse(value).success;
    return isRefused ? [[name as keyof ScreenFilters<Key>, value] as const] : [];
  });
  return new Map(refused);
}

/** Sets each changed parameter on a copy of the address's; undefined removes one, and so does '' unless `keepEmpty`. */
export function withChanges(
  params: URLSearchParams,
  changes: Readonly<Record<string, unknown>>,
  { keepEmpty = false }: { keepEmpty?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || (value === '' && !keepEmpty)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
