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
  const user = useSignedInUser();
  const [editing, setEditing] = useState(false);

  return (
    <>
      <PageHeader
        title="My Profile"
        description={editing ? 'Update your details, then save your changes.' : 'How you appear on Tutorium.'}
        actions={
          !editing && (
            <Button onClick={() => setEditing(true)} icon={Pencil}>
              Edit Profile
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
