import type { User } from '@tutorium/contract/users';
import { Card } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';

export function AccountSection({ user, profilePath }: { user: User; profilePath: string }) {
  return (
    <Card className="p-6">
      <section aria-labelledby="account-heading">
        <h2 id="account-heading" className="text-lg font-semibold text-slate-900">
          Account
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-600">Display name</dt>
            <dd className="mt-1 text-sm break-words text-slate-900">{user.name}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">Email</dt>
            <dd className="mt-1 text-sm break-all text-slate-900">{user.email}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-700">
          To change your name or email address, <TextLink to={profilePath}>edit your profile</TextLink>.
        </p>
      </section>
    </Card>
  );
}
