/** Both dashboards sit under ['dashboard'], so one invalidation refreshes them after a join. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  teacher: () => [...dashboardKeys.all, 'teacher'] as const,
  student: () => [...dashboardKeys.all, 'student'] as const,
};
