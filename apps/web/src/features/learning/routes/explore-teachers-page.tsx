import { useLingui } from '@lingui/react/macro';
import { courseCategories } from '@tutorium/contract/courses';
import { Compass } from 'lucide-react';
import { useState } from 'react';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { PagedResultList } from '../../../components/list-screen/paged-query-view';
import { ResultCount } from '../../../components/list-screen/result-count';
import { cardGridClassName } from '../../../components/list-screen/result-list';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../lib/href';
import { oneOf } from '../../../lib/search-params';
import { useListScreen } from '../../../lib/use-list-screen';
import { useTeachers } from '../../../lib/use-teachers';
import { ExploreTeacherCard } from '../components/teacher-card';
import { TeacherDialog, type TeacherDialogState } from '../components/teacher-dialog';

export function ExploreTeachersPage() {
  const { t } = useLingui();
  const { filters, page, update, resultsRef, goToPage } = useListScreen('student.exploreTeachers', 'p');
  const subjectOptions = [
    { value: '', label: t`All Subjects` },
    ...courseCategories.map((subject) => ({ value: subject, label: subject })),
  ];
  const search = filters.search ?? '';
  // The directory offers the course categories as subjects; any other subject is no filter.
  const subject = oneOf(filters.subject ?? null, courseCategories);
  const [dialog, setDialog] = useState<TeacherDialogState | null>(null);

  const teachers = useTeachers({ search: search.trim() || undefined, subject, page });
  const filtered = search.trim() !== '' || subject !== undefined;

  return (
    <>
      <PageHeader
        title={t`Explore Teachers`}
        description={t`Meet the teachers on Tutorium, see their courses and send them a message.`}
        link={{ to: href('student.exploreCourses'), label: t`Explore Courses`, icon: Compass }}
      />

      <FilterBar
        className="mb-6 grid gap-4 sm:grid-cols-3"
        search={{
          label: t`Search teachers`,
          placeholder: t`Name, subject or specialization`,
          value: search,
          className: 'sm:col-span-2',
        }}
        selects={[{ param: 'subject', label: t`Subject`, value: subject ?? '', options: subjectOptions }]}
        onChange={update}
      />

      <PagedResultList
        query={teachers}
        loadingLabel={t`Loading teachers`}
        header={(data) => (
          <ResultCount ref={resultsRef} total={data.pagination.total} singular={t`teacher`} plural={t`teachers`} />
        )}
        empty={
          <NoMatches
            title={t`No teachers found`}
            description={filtered ? t`Try another name or subject.` : t`No teachers have joined yet.`}
            onClear={filtered && (() => update({ search: undefined, subject: undefined }))}
          />
        }
        paging={{ label: t`Teacher pages`, page, onPageChange: goToPage }}
        renderItem={(teacher) => (
          <ExploreTeacherCard
            teacher={teacher}
            onViewProfile={(chosen) => setDialog({ teacher: chosen, mode: 'profile', openedOnProfile: true })}
            onContact={(chosen) => setDialog({ teacher: chosen, mode: 'contact', openedOnProfile: false })}
          />
        )}
        className={cardGridClassName}
      />

      <TeacherDialog state={dialog} onChange={setDialog} />
    </>
  );
}
