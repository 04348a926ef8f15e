export { startQuizChecks } from './attempts';
