import type { Portal, ScreenKey } from '@tutorium/contract/screen-paths';
import type { LucideIcon } from 'lucide-react';
import type { RouteObject } from 'react-router';
import { type ComponentLoader, lazyLoad, type RouteProps } from './lazy-route';

/** A screen's place in its portal's sidebar. */
interface NavEntry {
  label: string;
  /** What an administrator sees instead, where the teacher's words ("My Courses") do not fit them. */
  adminLabel?: string;
  icon: LucideIcon;
  /** Sidebar position, smallest first. */
  order: number;
}

/**
 * Who may open a screen: anyone (`public`, the site), the portal's own accounts (`portal`: teachers
 * and admins under /admin, students under /student, held by the portal's guard), or administrators
 * only (`admin`: others see the screen's "admins only" panel and no sidebar entry).
 */
type ScreenAccess = 'public' | 'portal' | 'admin';

/** Which of the site's shared frames a site page sits in: the header and footer, the sign-in card's page, or none (a redirect). */
export type SiteFrame = 'public' | 'auth' | 'none';

/** One screen: its address (a key of the contract's screen paths), who may open it, its lazily loaded component and its sidebar entry. */
export interface ScreenDefinition {
  key: ScreenKey;
  access: ScreenAccess;
  lazy: NonNullable<RouteObject['lazy']>;
  nav?: NavEntry;
  frame?: SiteFrame;
}

type PortalKey = Extract<ScreenKey, `${Portal}.${string}`>;
type SiteKey = Extract<ScreenKey, `site.${string}`>;

type Options<P> = { access?: 'portal' | 'admin'; nav?: NavEntry; props?: P & { key?: string } };

/**
 * A portal screen, loaded the first time it is shown: `load` imports its component with an import()
 * of its own, so the screen gets a chunk of its own and the route table carries none of it.
 */
export function portalScreen<P extends object>(
  key: PortalKey,
  load: ComponentLoader<P>,
  { access = 'portal', nav, props }: Options<P> = {},
): ScreenDefinition {
  return { key, access, nav, lazy: lazyLoad(load, ...([props] as RouteProps<P>)) };
}

/** A page of the site (see portalScreen), in its frame. */
export function siteScreen<P extends object>(
  key: SiteKey,
  frame: SiteFrame,
  load: ComponentLoader<P>,
  props?: P & { key?: string },
): ScreenDefinition {
  return { key, access: 'public', frame, lazy: lazyLoad(load, ...([props] as RouteProps<P>)) };
}
