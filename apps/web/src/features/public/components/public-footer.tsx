import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, Mail, MapPin, Phone, Send } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/ui/language-select';
import { href } from '../../../lib/href';
import type { SiteLink, SiteNav } from '../../../lib/screen';
import { company } from './company';

const footerLink = 'rounded hover:text-white focus-visible:outline-2 focus-visible:outline-white';

interface FooterLinksProps {
  title: string;
  /** The landmark's name, where it differs from the title. */
  name?: string;
  links: readonly SiteLink[];
}

/** A titled list of footer links, in a navigation landmark of its own. */
function FooterLinks({ title, name = title, links }: FooterLinksProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={name}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(({ label, to }) => (
          <li key={to}>
            <Link to={to} className={footerLink}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site's footer, its lists of links from SiteNav's footer. */
export function PublicFooter({ links }: { links: SiteNav['footer'] }) {
  const { t } = useLingui();
  return (
    <footer className="bg-slate-900 px-4 py-12 text-slate-300 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <GraduationCap className="size-5" aria-hidden="true" />
            {company.name}
          </p>
          <p className="mt-2 text-sm">
            <Trans>
              An online learning platform that connects students with teachers for courses, live classes and progress
              tracking.
            </Trans>
          </p>
          <Link
            to={href('site.contact')}
            className={`mt-4 inline-flex items-center gap-2 text-sm font-medium text-white underline-offset-2 hover:underline ${footerLink}`}
          >
            <Send className="size-4" aria-hidden="true" />
            <Trans>Send us a message</Trans>
          </Link>
          <div className="mt-6">
            <LanguageSelect tone="dark" />
          </div>
        </div>

        <FooterLinks title={t`Quick Links`} name={t`Quick links`} links={links.quick} />
        <FooterLinks title={t`Support`} links={links.support} />

        <div>
          <h2 className="text-sm font-semibold text-white">
            <Trans>Contact</Trans>
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{company.addressLines.join(', ')}</span>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{company.email}</span>
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{company.phone}</span>
            </p>
          </address>
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-slate-700 pt-6 text-sm">
        <Trans>
          © {new Date().getFullYear()} {company.name}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
