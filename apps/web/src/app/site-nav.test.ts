import { describe, expect, it } from 'vitest';
import { siteNav } from './site-nav';

describe('siteNav', () => {
  it("makes the public header's links from the site pages' nav entries, Home first", () => {
    expect(siteNav.header).toEqual([
      { label: 'Home', to: '/' },
      { label: 'About', to: '/about' },
      { label: 'Courses', to: '/courses' },
      { label: 'Teachers', to: '/teachers' },
      { label: 'Resources', to: '/resources' },
      { label: 'Contact', to: '/contact' },
    ]);
  });

  it("makes each of the footer's lists from the entries of its group, in their order", () => {
    expect(siteNav.footer).toEqual({
      quick: [
        { label: 'Find Teachers', to: '/teachers' },
        { label: 'Browse Courses', to: '/courses' },
        { label: 'Become a Teacher', to: '/admin-register' },
        { label: 'Student Resources', to: '/resources' },
        { label: 'Contact Us', to: '/contact' },
      ],
      support: [
        { label: 'About Us', to: '/about' },
        { label: 'Help Centre', to: '/help' },
        { label: 'Sign In', to: '/choose-user' },
      ],
    });
  });
});
