export { lessonProgressOf, progressIn } from './figures';
