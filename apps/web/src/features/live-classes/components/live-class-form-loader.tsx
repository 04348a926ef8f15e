import { useLingui } from '@lingui/react/macro';
import type { LiveClass } from '@tutorium/contract/live-classes';
import { NoCoursesYet } from '../../../components/list-screen/no-courses-yet';
import { QueryView } from '../../../components/list-screen/query-view';
import { useInstructorCourseOptions } from '../../../lib/use-instructor-courses';
import { LiveClassForm } from './live-class-form';

/** The form once the teacher's courses, its course choices, have arrived. */
export function LiveClassFormLoader({ liveClass }: { liveClass?: LiveClass }) {
  const { t } = useLingui();
  const courses = useInstructorCourseOptions();

  return (
    <QueryView
      query={courses}
      loadingLabel={t`Loading your courses`}
      loading="section"
      isEmpty={(data) => data.length === 0 && liveClass === undefined}
      empty={
        <NoCoursesYet
          title={t`You have no courses yet`}
          description={t`Every live class belongs to one of your courses. Create a course first, then schedule its classes.`}
          actionLabel={t`Create a course`}
        />
      }
    >
      {(data) => <LiveClassForm courses={data} liveClass={liveClass} />}
    </QueryView>
  );
}
