import { useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { NavLink } from 'react-router';
import { href } from '../../lib/href';
import { useSignedInUser } from '../../lib/session';
import { Brand } from './brand';
import { ADMIN_PORTAL_TITLE, portalNav } from './portal-nav';

interface SidebarProps {
  portal: Portal;
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
}

export function Sidebar({ portal, onNavigate }: SidebarProps) {
  const { t } = useLingui();
  const role = useSignedInUser().accountRole;
  // An admin following a child in the guardian portal sees that portal as any guardian does.
  const isAdmin = portal === 'teacher' && role === 'admin';
  const { items } = portalNav[portal];
  const title = t(isAdmin ? ADMIN_PORTAL_TITLE : portalNav[portal].title);
  const visible = items.filter((item) => isAdmin || !item.adminOnly);
  return (
    <div className="flex min-h-full flex-col gap-6 bg-white px-4 py-5">
      <div className="px-2">
        <Brand to={href(`${portal}.dashboard`)} subtitle={title} />
      </div>
      <nav aria-label={title}>
        <ul className="space-y-1">
          {visible.map(({ label, adminLabel, to, icon: Icon, badge: Count }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  [
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-indigo-600',
                    isActive
                      ? 'bg-indigo-50 text-indigo-700'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  ].join(' ')
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {t(isAdmin ? adminLabel : label)}
                {Count && <Count />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
