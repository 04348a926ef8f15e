export { lessonProgressOf, progressIn } from './progress';
