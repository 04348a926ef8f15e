import { useLingui } from '@lingui/react/macro';
import { courseCategories } from '@tutorium/contract/courses';
import { UserPlus } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../lib/href';
import { oneOf } from '../../../lib/search-params';
import { useListScreen } from '../../../lib/use-list-screen';
import { useTeachers } from '../../../lib/use-teachers';
import { ChoiceFilterBar } from '../components/choice-filter-bar';
import { PageBody } from '../components/page-body';
import { ResultCards } from '../components/result-cards';
import { PublicTeacherCard } from '../components/teacher-card';

export function TeachersPage() {
  const { t } = useLingui();
  const list = useListScreen('site.teachers', 'h2');
  const { filters, page, update, reset } = list;
  const search = filters.search ?? '';
  // The directory offers the course categories as subjects; any other subject is no filter.
  const subject = oneOf(filters.subject ?? null, courseCategories);

  const teachers = useTeachers({ search: search || undefined, subject, page });
  const filtered = search !== '' || subject !== undefined;
  const subjectChoices = [
    { value: '', label: t`All Subjects` },
    ...courseCategories.map((value) => ({ value, label: value })),
  ];

  return (
    <>
      <PageHeader
        variant="intro"
        title={t`Our Teachers`}
        description={t`Meet the teachers behind Tutorium’s courses. Filter by subject or search by name, subject or specialization.`}
        link={{ to: href('site.teacherRegister'), label: t`Become a Teacher`, icon: UserPlus }}
      />
      <PageBody>
        <ChoiceFilterBar
          label={t`Filter teachers`}
          layout="chips"
          search={{ label: t`Search teachers`, placeholder: t`Name, subject or specialization`, value: search }}
          filters={[{ param: 'subject', legend: t`Subject`, choices: subjectChoices, value: subject ?? '' }]}
          onChange={update}
        />
        <ResultCards
          query={teachers}
          kind="teacher"
          list={list}
          emptyDescription={filtered ? t`Try another name or subject.` : t`No teachers have joined yet.`}
          onClear={filtered && reset}
          renderItem={(teacher) => <PublicTeacherCard teacher={teacher} />}
        />
      </PageBody>
    </>
  );
}
