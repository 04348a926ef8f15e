export { startMessageChecks } from './digest';
