import { twoStepEndpoints } from '@tutorium/contract/endpoints/two-step';
import { endpointQuery } from './endpoint-query';
import { href } from './href';

/**
 * The signed-in user's second factors (no secrets), and whether an admin's rule requires them to
 * set one up: read by Settings and by the teacher portal's gate, which share the one cache entry.
 */
export const securityOverviewQuery = () =>
  endpointQuery(twoStepEndpoints.overview, {
    pick: ({ data }) => data,
  });

/** Where a teacher or admin sets up two-step sign-in (the Settings section's anchor). */
export const TWO_STEP_SETUP_PATH = href('teacher.settings', { hash: 'sign-in-security' });
