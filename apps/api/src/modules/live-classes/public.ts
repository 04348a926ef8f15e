export { startReminders } from './reminder-schedule';
export { listUnfinishedLiveClasses } from './service';
