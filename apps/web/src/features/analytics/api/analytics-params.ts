import type { performanceSorts } from '@tutorium/contract/analytics';

export interface AnalyticsRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export type PerformanceSort = (typeof performanceSorts)[number];
export type SortOrder = 'asc' | 'desc';

export interface PerformanceParams {
  search?: string | undefined;
  sort: PerformanceSort;
  order: SortOrder;
  page: number;
}
