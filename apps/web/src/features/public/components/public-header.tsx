import { HEADER_SOLID_SCROLL_PX } from '@tutorium/contract/limits';
import { GraduationCap, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button';

const links = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Courses', to: '/courses' },
  { label: 'Teachers', to: '/teachers' },
  { label: 'Contact', to: '/contact' },
] as const;

const MENU_ID = 'public-menu';

const linkClassName = ({ isActive }: { isActive: boolean }) =>
  [
    'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive ? 'text-indigo-700' : 'text-slate-700 hover:text-slate-900',
  ].join(' ');

/** Transparent over the hero, solid once the page scrolls. */
export function PublicHeader() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SOLID_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const solid = scrolled || menuOpen;

  return (
    <header
      className={`fixed inset-x-0 top-0 z-30 transition-colors ${solid ? 'bg-white shadow-md' : 'bg-transparent'}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-white">
            <GraduationCap className="size-5" aria-hidden="true" />
          </span>
          Tutorium
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map(({ label, to }) => (
            <NavLink key={to} to={to} end className={linkClassName}>
              {label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <LinkButton to="/choose-user" size="sm">
              Get Started
            </LinkButton>
          </div>
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id={MENU_ID} aria-label="Main" className="border-t border-slate-100 bg-white px-4 pt-2 pb-4 md:hidden">
          <ul className="space-y-1">
            {links.map(({ label, to }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={(state) => `block ${linkClassName(state)}`}
                  onClick={() => setMenuOpen(false)}
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <LinkButton to="/choose-user" fullWidth className="mt-3">
            Get Started
          </LinkButton>
        </nav>
      )}
    </header>
  );
}
