export { startAnnouncementPublishing } from './publishing';
