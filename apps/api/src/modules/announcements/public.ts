export { startAnnouncementPublishing } from './publishing';
export { latestAnnouncements } from './service';
