export { startAssignmentChecks } from './notify';
