import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight, GraduationCap, HeartHandshake, Presentation } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { IconTile } from '../../../components/ui/icon-tile';
import { href } from '../../../lib/href';
import { REDIRECT_PARAM, withRedirect } from '../../../lib/redirect';
import { AuthCard } from '../components/auth-card';

const choices = [
  {
    label: msg`Continue as Teacher`,
    description: msg`Run your courses, attendance and live classes.`,
    to: href('site.teacherSignIn'),
    icon: Presentation,
  },
  {
    label: msg`Continue as Student`,
    description: msg`Join courses and live classes, and follow your progress.`,
    to: href('site.studentSignIn'),
    icon: GraduationCap,
  },
  {
    label: msg`Continue as Parent or Guardian`,
    description: msg`Follow your child's attendance, classes, homework and grades.`,
    to: href('site.guardianSignIn'),
    icon: HeartHandshake,
  },
] as const;

export function ChooseUserPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);

  return (
    <AuthCard
      title={t`Choose User Type`}
      description={t`Sign in to the portal that fits you.`}
      footer={<BackLink to={href('site.landing')}>{t`Back to Home`}</BackLink>}
    >
      <ul className="space-y-3">
        {choices.map(({ label, description, to, icon: Icon }) => (
          <li
            key={to}
            className="group relative flex items-center gap-4 rounded-xl border border-slate-200 p-4 transition-colors focus-within:border-indigo-400 hover:border-indigo-300 hover:bg-indigo-50"
          >
            <IconTile icon={Icon} size="lg" />
            <span className="min-w-0 flex-1">
              {/* The link stretches over the whole card, while its name stays the label alone. */}
              <Link
                to={withRedirect(to, redirect)}
                className="block font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-indigo-600"
              >
                {t(label)}
              </Link>
              <span className="block text-sm text-slate-600">{t(description)}</span>
            </span>
            <ChevronRight className="size-5 text-slate-500 group-hover:text-indigo-700" aria-hidden="true" />
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
