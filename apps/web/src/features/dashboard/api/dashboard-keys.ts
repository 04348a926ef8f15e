/** Both dashboards sit under ['dashboard'], so one invalidation refreshes them after a join. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  teacher: () => [...dashboardKeys.all, 'teacher'] as const,
  student: () => [...dashboardKeys.all, 'student'] as const,
  atRisk: (page: number, pageSize: number) => [...dashboardKeys.all, 'at-risk', page, pageSize] as const,
};
