import { msg } from '@lingui/core/macro';
import { MessagesSquare, ShieldAlert } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';
import { UnreadMessagesBadge } from '../components/unread-messages-badge';

const { portalScreen } = featureScreens('messages');

const messagesPage = async () => (await import('./messages-page')).MessagesPage;

/** Messages in every portal (an admin's in the teacher portal), and the admins' reported conversations. */
export const messageScreens = [
  portalScreen('teacher.messages', messagesPage, {
    props: { screen: 'teacher.messages' },
    nav: { label: msg`Messages`, icon: MessagesSquare, order: 15, badge: UnreadMessagesBadge },
  }),
  portalScreen('student.messages', messagesPage, {
    props: { screen: 'student.messages' },
    nav: { label: msg`Messages`, icon: MessagesSquare, order: 15, badge: UnreadMessagesBadge },
  }),
  portalScreen('guardian.messages', messagesPage, {
    props: { screen: 'guardian.messages' },
    nav: { label: msg`Messages`, icon: MessagesSquare, order: 15, badge: UnreadMessagesBadge },
  }),
  portalScreen(
    'teacher.reportedConversations',
    async () => (await import('./reported-conversations-page')).ReportedConversationsPage,
    { access: 'admin', nav: { label: msg`Reported conversations`, icon: ShieldAlert, order: 95 } },
  ),
];
