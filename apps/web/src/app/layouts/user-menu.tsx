import { Trans, useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import type { User } from '@tutorium/contract/users';
import { ArrowLeftRight, ChevronDown, LogOut, type LucideIcon, Settings, UserRound } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useLogout } from '../../features/auth/api/use-logout';
import { useGuardianChildren } from '../../features/guardian-portal/api/use-children';
import { dashboardPathFor, href, portalOf } from '../../lib/href';
import { ADMIN_PORTAL_TITLE, portalNav } from './portal-nav';

const itemClassName =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The menu's links: the account's Profile (the guardian portal has none: a guardian's name and email
 * are in its Settings) and Settings, and the way between the account's own portal and the guardian
 * portal for a student, teacher or admin who follows a child there.
 */
function useAccountLinks(user: User, portal: Portal): AccountLink[] {
  const { t } = useLingui();
  const ownPortal = portalOf(user.accountRole);
  // Only a student's, teacher's or admin's menu in their own portal asks whether they follow a child.
  const children = useGuardianChildren({ enabled: portal === ownPortal && ownPortal !== 'guardian' });
  const settings = { to: href(`${portal}.settings`), label: t`Settings`, icon: Settings };
  if (portal === 'guardian') {
    if (ownPortal === 'guardian') return [settings];
    const title = user.accountRole === 'admin' ? ADMIN_PORTAL_TITLE : portalNav[ownPortal].title;
    return [settings, { to: dashboardPathFor(user.accountRole), label: t(title), icon: ArrowLeftRight }];
  }
  const links = [{ to: href(`${portal}.profile`), label: t`Profile`, icon: UserRound }, settings];
  const followsChildren = (children.data?.length ?? 0) > 0;
  return followsChildren
    ? [...links, { to: href('guardian.dashboard'), label: t(portalNav.guardian.title), icon: ArrowLeftRight }]
    : links;
}

/** An ARIA menu button: arrows move between items, Escape and Tab close, focus returns to the button. */
export function UserMenu({ user, portal }: { user: User; portal: Portal }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const logout = useLogout();
  const accountLinks = useAccountLinks(user, portal);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems(menuRef.current);
    const focused = document.activeElement;
    const current = focused instanceof HTMLElement ? all.indexOf(focused) : -1;
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t`Account menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-1 rounded-full p-0.5 pr-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Avatar src={user.avatar} alt="" size="sm" />
        <ChevronDown className="size-4 text-slate-600" aria-hidden="true" />
      </button>

      {open && (
        <div className="absolute right-0 z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
          <div className="border-b border-slate-100 px-3 py-2">
            <p className="truncate text-sm font-medium text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={t`Account`}
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            className="pt-1.5"
          >
            {accountLinks.map(({ to, label, icon: Icon }) => (
              <Link
                key={to}
                role="menuitem"
                tabIndex={-1}
                to={to}
                onClick={() => close(false)}
                className={itemClassName}
              >
                <Icon className="size-4 text-slate-600" aria-hidden="true" />
                {label}
              </Link>
            ))}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
              className={itemClassName}
            >
              <LogOut className="size-4 text-slate-600" aria-hidden="true" />
              <Trans>Sign out</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
