import { useLingui } from '@lingui/react/macro';
import { liveClassMessages } from '@tutorium/contract/live-classes';
import { NotFoundCard } from '../../../components/ui/not-found-card';
import { contractText } from '../../../lib/contract-text';
import { href } from '../../../lib/href';

/** For a class that does not exist, or that belongs to another teacher's course: the page says no more than that. */
export function LiveClassNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundCard
      title={contractText(liveClassMessages.notFound)}
      description={t`This class does not exist, or it is not a class of one of the courses you teach.`}
      backTo={href('teacher.liveClasses')}
      backLabel={t`Back to Live Classes`}
    />
  );
}
