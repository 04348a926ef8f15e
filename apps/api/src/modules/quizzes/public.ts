export { startQuizChecks } from './attempts';
export { resultsReleasedSql } from './rules';
