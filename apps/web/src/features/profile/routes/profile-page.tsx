import { Trans, useLingui } from '@lingui/react/macro';
import { isTeacherRole } from '@tutorium/contract/role-rules';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useSignedInUser } from '../../../lib/session';
import { ProfileForm } from '../components/profile-form';
import { ProfileStats } from '../components/profile-stats';
import { ProfileView } from '../components/profile-view';

export function ProfilePage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const [editing, setEditing] = useState(false);

  return (
    <>
      <PageHeader
        title={t`My Profile`}
        description={editing ? t`Update your details, then save your changes.` : t`How you appear on Tutorium.`}
        actions={
          !editing && (
            <Button onClick={() => setEditing(true)} icon={Pencil}>
              <Trans>Edit Profile</Trans>
            </Button>
          )
        }
      />
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ProfileStats teacher={isTeacherRole(user.accountRole)} />
          <ProfileView user={user} />
        </>
      )}
    </>
  );
}
