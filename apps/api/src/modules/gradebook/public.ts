export { studentGrades } from './service';
export { refreshStoredGrades } from './stored-grades';
