export { startQuizChecks } from './attempts';
export { markAnswer, totalOf } from './marking';
export { myQuizzes } from './service';
