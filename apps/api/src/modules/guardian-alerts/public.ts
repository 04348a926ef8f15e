export { startGuardianAlerts } from './schedule';
