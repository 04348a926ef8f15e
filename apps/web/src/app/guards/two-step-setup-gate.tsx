import { useQuery } from '@tanstack/react-query';
import { isTeacherRole } from '@tutorium/contract/role-rules';
import { Navigate, Outlet, useLocation } from 'react-router';
import { href } from '../../lib/href';
import { securityOverviewQuery, TWO_STEP_SETUP_PATH } from '../../lib/security-overview';
import { useSignedInUser } from '../../lib/session';

/**
 * When an admin requires two-step sign-in and this teacher or admin has no second factor yet, every
 * teacher-portal screen but Settings sends them there (the API refuses their other calls anyway,
 * with 403 `two_step_setup_required`), and so does the guardian portal, which staff following a child
 * use too (its other accounts are never asked). While the answer loads, or if it fails, the screen
 * shows: the API still holds the rule.
 */
export function TwoStepSetupGate() {
  const staff = isTeacherRole(useSignedInUser().accountRole);
  const overview = useQuery({ ...securityOverviewQuery(), enabled: staff });
  const location = useLocation();
  if (overview.data?.setupRequired && location.pathname !== href('teacher.settings')) {
    return <Navigate to={TWO_STEP_SETUP_PATH} replace />;
  }
  return <Outlet />;
}
