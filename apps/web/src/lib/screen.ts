import type { MessageDescriptor } from '@lingui/core';
import { type Portal, type ScreenKey, screenPaths } from '@tutorium/contract/screen-paths';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { featureCatalogue, withCatalogues } from './i18n';
import { type ComponentLoader, lazyLoad, type RouteProps } from './lazy-route';

/** A screen's place in its portal's sidebar. */
interface NavEntry {
  /** Written with Lingui's `msg` macro, as every nav label: shown in the reader's language. */
  label: MessageDescriptor;
  /** What an administrator sees instead, where the teacher's words ("My Courses") do not fit them. */
  adminLabel?: MessageDescriptor;
  icon: LucideIcon;
  /** Sidebar position, smallest first. */
  order: number;
  /**
   * A live count drawn after the label (Messages' unread messages), with its own words for screen
   * readers; it draws nothing when there is nothing to count. Its texts are its feature's, which the
   * portal layout loads.
   */
  badge?: ComponentType;
}

/** A link's place in a list: its label and position, smallest first. */
interface NavSpot {
  /** Written with Lingui's `msg` macro: shown in the reader's language. */
  label: MessageDescriptor;
  order: number;
}

/** The public footer's lists of links. */
type FooterGroup = 'quick' | 'support';

/** A site page's links in the public header and in one of the footer's lists (a label of each its own). */
interface SiteNavEntry {
  header?: NavSpot;
  footer?: NavSpot & { group: FooterGroup };
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
  siteNav?: SiteNavEntry;
}

type PortalKey = Extract<ScreenKey, `${Portal}.${string}`>;
type SiteKey = Extract<ScreenKey, `site.${string}`>;

type Options<P> = { access?: 'portal' | 'admin'; nav?: NavEntry; props?: P & { key?: string } };

/**
 * The screen builders of one feature (a folder under src/features): each screen loads the feature's
 * message catalogue beside its component (lib/i18n.ts), so it is never drawn before its texts.
 */
export function featureScreens(feature?: string) {
  // The app's own screens (no feature) have only the shell's texts, which come with their route table (app/router.tsx).
  const catalogue = feature === undefined ? undefined : featureCatalogue(feature);
  const withTexts =
    <P>(load: ComponentLoader<P>): ComponentLoader<P> =>
    () =>
      catalogue === undefined ? load() : withCatalogues([catalogue], load);
  return {
    /**
     * A portal screen, loaded the first time it is shown: `load` imports its component with an import()
     * of its own, so the screen gets a chunk of its own and the route table carries none of it.
     */
    portalScreen<P extends object>(
      key: PortalKey,
      load: ComponentLoader<P>,
      { access = 'portal', nav, props }: Options<P> = {},
    ): ScreenDefinition {
      return { key, access, nav, lazy: lazyLoad(withTexts(load), ...([props] as RouteProps<P>)) };
    },

    /** A page of the site (see portalScreen), in its frame, with its links in the public header and footer. */
    siteScreen<P extends object>(
      key: SiteKey,
      frame: SiteFrame,
      load: ComponentLoader<P>,
      { props, nav }: { props?: P & { key?: string }; nav?: SiteNavEntry } = {},
    ): ScreenDefinition {
      return {
        key,
        access: 'public',
        frame,
        siteNav: nav,
        lazy: lazyLoad(withTexts(load), ...([props] as RouteProps<P>)),
      };
    },
  };
}

/** A link of the public header or footer. */
export interface SiteLink {
  label: MessageDescriptor;
  to: string;
}

/** The public header's links and the footer's lists, made from the site pages' nav entries. */
export interface SiteNav {
  header: readonly SiteLink[];
  footer: Readonly<Record<FooterGroup, readonly SiteLink[]>>;
}

const inOrder = (spots: readonly (NavSpot & { to: string })[]): SiteLink[] =>
  [...spots].sort((a, b) => a.order - b.order).map(({ label, to }) => ({ label, to }));

/**
 * The site's header and footer links, from the definitions of its pages (none has path parameters),
 * each list in its order; `home` heads the header, as the landing page has no definition of its own
 * (app/router.tsx holds it).
 */
export function siteNavOf(screens: readonly ScreenDefinition[], home: SiteLink): SiteNav {
  const entries = screens.flatMap(({ key, siteNav }) => (siteNav ? [{ ...siteNav, to: screenPaths[key] }] : []));
  const header = entries.flatMap(({ header, to }) => (header ? [{ ...header, to }] : []));
  const footerOf = (group: FooterGroup) =>
    inOrder(entries.flatMap(({ footer, to }) => (footer?.group === group ? [{ ...footer, to }] : [])));
  return { header: [home, ...inOrder(header)], footer: { quick: footerOf('quick'), support: footerOf('support') } };
}
