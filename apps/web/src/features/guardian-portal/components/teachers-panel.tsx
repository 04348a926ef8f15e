import { Trans, useLingui } from '@lingui/react/macro';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';
import { MessagesSquare, UserRound } from 'lucide-react';
import { useState } from 'react';
import { type MessageRecipient, WriteMessageDialog } from '../../../components/messages/write-message-dialog';
import { Panel } from '../../../components/panel/panel';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/**
 * The child's teachers, each with Message: the first message starts (or continues) the guardian's
 * conversation with that teacher, which then opens in Messages.
 */
export function TeachersPanel({ teachers }: { teachers: GuardianChildOverview['teachers'] }) {
  const { t } = useLingui();
  const [writingTo, setWritingTo] = useState<MessageRecipient | null>(null);
  return (
    <Panel title={t`Teachers`}>
      {teachers.length === 0 ? (
        <EmptyState
          icon={UserRound}
          title={t`No teachers yet`}
          description={t`The teachers of their courses appear here, to write to.`}
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {teachers.map((teacher) => {
            const name = teacher.name;
            return (
              <li
                key={teacher.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <span className="min-w-0 font-medium break-words text-slate-900">{name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={MessagesSquare}
                  onClick={() => setWritingTo({ id: teacher.id, name })}
                >
                  <Trans>
                    Message<span className="sr-only"> {name}</span>
                  </Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <WriteMessageDialog recipient={writingTo} onClose={() => setWritingTo(null)} />
    </Panel>
  );
}
