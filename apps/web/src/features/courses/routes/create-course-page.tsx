import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/ui/page-header';
import { CourseForm } from '../components/course-form';

export function CreateCoursePage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Create New Course`}
        description={t`Describe the course, set its schedule, seats and price.`}
      />
      <CourseForm />
    </>
  );
}
