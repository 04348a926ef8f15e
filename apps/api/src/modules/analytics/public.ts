export { atRiskCoursesOf } from './at-risk';
export { atRiskReasonsText } from './at-risk-alerts';
export { isoWeekOf } from './at-risk-digest';
export { startAtRiskDigests } from './at-risk-schedule';
