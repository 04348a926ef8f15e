import { describe, expect, it } from 'vitest';
import type { SiteLink } from '../lib/screen';
import { siteNav } from './site-nav';

/** A list of links as "label → address" lines (the English label, as written), to read at a glance. */
const lines = (links: readonly SiteLink[]) => links.map(({ label, to }) => `${label.message} → ${to}`);

describe('siteNav', () => {
  it("makes the public header's links from the site pages' nav entries, Home first", () => {
    expect(lines(siteNav.header)).toEqual([
      'Home → /',
      'About → /about',
      'Courses → /courses',
      'Teachers → /teachers',
      'Resources → /resources',
      'Contact → /contact',
    ]);
  });

  it("makes each of the footer's lists from the entries of its group, in their order", () => {
    expect(lines(siteNav.footer.quick)).toEqual([
      'Find Teachers → /teachers',
      'Browse Courses → /courses',
      'Become a Teacher → /admin-register',
      'Student Resources → /resources',
      'Contact Us → /contact',
    ]);
    expect(lines(siteNav.footer.support)).toEqual([
      'About Us → /about',
      'Help Centre → /help',
      'Sign In → /choose-user',
    ]);
  });
});
