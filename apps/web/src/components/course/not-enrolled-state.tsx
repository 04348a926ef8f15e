import { Trans, useLingui } from '@lingui/react/macro';
import { Compass, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { href } from '../../lib/href';
import { buttonClassName } from '../ui/button-styles';
import { EmptyState } from '../ui/empty-state';

interface NotEnrolledStateProps {
  icon: LucideIcon;
  /** What the student will see here once enrolled. */
  description: string;
  /** The "Explore Courses" link, for a screen that moves focus to it. */
  exploreRef?: Ref<HTMLAnchorElement>;
}

/** A student's screen before they enrol in any course: what it will show, and the way to the catalogue. */
export function NotEnrolledState({ icon, description, exploreRef }: NotEnrolledStateProps) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={icon}
      title={t`You're not enrolled in any courses yet`}
      description={description}
      action={
        <Link ref={exploreRef} to={href('student.exploreCourses')} className={buttonClassName({})}>
          <Compass className="size-4" aria-hidden="true" />
          <Trans>Explore Courses</Trans>
        </Link>
      }
    />
  );
}
