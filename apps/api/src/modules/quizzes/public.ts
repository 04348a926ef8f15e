export { startQuizChecks } from './attempts';
export { markAnswer, totalOf } from './marking';
