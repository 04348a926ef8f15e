import { useLingui } from '@lingui/react/macro';
import { HeartHandshake } from 'lucide-react';
import { QueryView } from '../../../components/list-screen/query-view';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useGuardianChildren } from '../api/use-children';
import { ChildCard } from '../components/child-card';

/** The guardian portal's dashboard: a card per child the account follows, each leading to the child's overview. */
export function ChildrenPage() {
  const { t } = useLingui();
  const children = useGuardianChildren({ fresh: true });
  return (
    <>
      <PageHeader
        title={t`My children`}
        description={t`Attendance, classes, homework and grades of the children you follow.`}
      />
      <QueryView
        query={children}
        loadingLabel={t`Loading your children`}
        empty={
          <EmptyState
            icon={HeartHandshake}
            title={t`No children linked yet`}
            description={t`A child appears here once they, or one of their teachers, invite you by email from Tutorium and you accept the invitation from that email.`}
          />
        }
      >
        {(list) => (
          <ul aria-label={t`Children you follow`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((child) => (
              <li key={child.id}>
                <ChildCard child={child} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}
