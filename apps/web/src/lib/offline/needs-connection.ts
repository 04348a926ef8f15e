import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n';

const needsConnection = msg`You're offline — this needs a connection.`;

/** What a change that cannot be kept for later says when it is tried offline. */
export const needsConnectionMessage = (): string => i18n._(needsConnection);
