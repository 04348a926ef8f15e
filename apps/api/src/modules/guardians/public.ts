export { isAdult } from './rules';
