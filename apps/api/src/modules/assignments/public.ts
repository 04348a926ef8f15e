export { startAssignmentChecks } from './notify';
export { dueAssignments } from './service';
