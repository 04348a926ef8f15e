import { useSignedInUser } from '../../../lib/session';
import { StudentsPage } from './students-page';
import { UserManagementPage } from './user-management-page';

/** /admin/users: every account for an admin; for a teacher it is the same screen as Students (docs/seed-spec.md §2.5). */
export function UsersPage() {
  return useSignedInUser().accountRole === 'admin' ? <UserManagementPage /> : <StudentsPage />;
}
