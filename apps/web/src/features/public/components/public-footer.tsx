import { Link } from 'react-router';

const quickLinks = [
  { label: 'Find Teachers', to: '/teachers' },
  { label: 'Browse Courses', to: '/courses' },
  { label: 'Become a Teacher', to: '/admin-register' },
  { label: 'Student Resources', to: '/resources' },
  { label: 'Contact Us', to: '/contact' },
] as const;

export function PublicFooter() {
  return (
    <footer className="bg-slate-900 px-4 py-12 text-slate-300 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 md:flex-row md:justify-between">
        <div className="max-w-sm">
          <p className="text-lg font-bold text-white">Tutorium</p>
          <p className="mt-2 text-sm">An online learning platform that connects students with teachers.</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-8 gap-y-2 text-sm">
            {quickLinks.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className="hover:text-white focus-visible:outline-2 focus-visible:outline-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-slate-700 pt-6 text-sm">
        © {new Date().getFullYear()} Tutorium. All rights reserved.
      </p>
    </footer>
  );
}
