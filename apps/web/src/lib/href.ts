import { isTeacherRole } from '@tutorium/contract/role-rules';
import type { Role } from '@tutorium/contract/roles';
import {
  type Portal,
  type ScreenKey,
  type ScreenParams,
  type ScreenSearch,
  screenPaths,
} from '@tutorium/contract/screen-paths';

interface HrefOptions<Key extends ScreenKey> {
  /** The screen's filters, typed from its query schema (contract/screen-search.ts); unset and empty values are left out. */
  search?: ScreenSearch<Key>;
  hash?: string;
}

/** A screen with path parameters needs them; one without takes only the options. */
type HrefArgs<Key extends ScreenKey> = [keyof ScreenParams<Key>] extends [never]
  ? [options?: HrefOptions<Key>]
  : [params: ScreenParams<Key>, options?: HrefOptions<Key>];

/**
 * The address of a screen, by its key in the contract's table of screen paths: every link and
 * navigation in the web app is built here, so a screen's address is written once.
 * `href('teacher.courseDetail', { courseId })`, `href('site.courses', { search: { category } })`.
 */
export function href<Key extends ScreenKey>(key: Key, ...args: HrefArgs<Key>): string {
  const pattern: string = screenPaths[key];
  const [params, options] = (pattern.includes(':') ? args : [{}, args[0]]) as [
    Record<string, string>,
    HrefOptions<Key> | undefined,
  ];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options?.search ?? {})) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const query = search.size > 0 ? `?${search}` : '';
  return `${path}${query}${options?.hash ? `#${options.hash}` : ''}`;
}

/** The portal an account signs in to: teachers and admins the teacher portal, guardians the guardian portal. */
export const portalOf = (role: Role): Portal => {
  if (role === 'guardian') return 'guardian';
  return isTeacherRole(role) ? 'teacher' : 'student';
};

/** Where a signed-in user lands: their portal's dashboard. */
export const dashboardPathFor = (role: Role): string => href(`${portalOf(role)}.dashboard`);

/**
 * Where a user's profile is: their portal's Profile screen. The guardian portal has none: a guardian's
 * name and email are in its Settings (the Profile section), with everything else of their account.
 */
export const profilePathFor = (role: Role): string => {
  const portal = portalOf(role);
  return portal === 'guardian' ? href('guardian.settings') : href(`${portal}.profile`);
};
