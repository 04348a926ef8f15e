export { startAtRiskDigests } from './at-risk-schedule';
