import { PageHeader } from '../../../components/ui/page-header';
import { CourseForm } from '../components/course-form';

export function CreateCoursePage() {
  return (
    <>
      <PageHeader title="Create New Course" description="Describe the course, set its schedule, seats and price." />
      <CourseForm />
    </>
  );
}
