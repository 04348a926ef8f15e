export { studentGrades } from './service';
