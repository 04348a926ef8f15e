import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { HEADER_SOLID_SCROLL_PX } from '@tutorium/contract/limits';
import { GraduationCap, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { IconTile } from '../../../components/ui/icon-tile';
import { LanguageSelect } from '../../../components/ui/language-select';
import { LinkButton } from '../../../components/ui/link-button';
import { href } from '../../../lib/href';
import type { SiteLink } from '../../../lib/screen';
import { company } from './company';

const MENU_ID = 'public-menu';

const linkClassName = ({ isActive }: { isActive: boolean }) =>
  [
    'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive ? 'text-indigo-700' : 'text-slate-700 hover:text-slate-900',
  ].join(' ');

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/** The header's call to action for someone not signed in. */
export const getStarted: SiteLink = { label: msg`Get Started`, to: href('site.chooseUser') };

interface PublicHeaderProps {
  /** The landing page's header floats over the hero until scrolled; the other pages' header is always solid. */
  variant: 'landing' | 'page';
  /** The site's links (SiteNav's header): one set on every public page, the landing page included, so the site reads as one. */
  links: readonly SiteLink[];
  /**
   * The button at the end: `getStarted`, or the way back to the dashboard once signed in. The page
   * decides, so that the header needs no session check of its own (the landing page's has none).
   */
  action: SiteLink;
}

/**
 * The fixed public header. On the landing page it is transparent until the page scrolls more than
 * HEADER_SOLID_SCROLL_PX, then white with a shadow; `data-solid` tells which.
 */
export function PublicHeader({ variant, links, action }: PublicHeaderProps) {
  const scrolled = useScrolledPast(HEADER_SOLID_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu and hands focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const { t } = useLingui();
  const solid = variant === 'page' || scrolled || menuOpen;

  return (
    <header
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-30 transition-[background-color,box-shadow] duration-200 ${solid ? 'bg-white shadow-md' : 'bg-transparent'}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <IconTile icon={GraduationCap} size="sm" tone="solid" />
          {company.name}
        </Link>

        <nav aria-label={t`Main`} className="hidden items-center gap-1 lg:flex">
          {links.map(({ label, to }) => (
            <NavLink key={to} to={to} end className={linkClassName}>
              {t(label)}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-3 lg:flex">
            <LanguageSelect />
            <LinkButton to={action.to} size="sm">
              {t(action.label)}
            </LinkButton>
          </div>
          <button
            ref={toggleRef}
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id={MENU_ID}
          aria-label={t`Main menu`}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-100 bg-white px-4 pt-2 pb-4 lg:hidden"
        >
          <ul className="space-y-1">
            {links.map(({ label, to }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={(state) => `block ${linkClassName(state)}`}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 px-3">
            <LanguageSelect />
          </div>
          <LinkButton to={action.to} fullWidth className="mt-3" onClick={() => setMenuOpen(false)}>
            {t(action.label)}
          </LinkButton>
        </nav>
      )}
    </header>
  );
}
