import { Trans } from '@lingui/react/macro';
import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { Mail } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { reportFormError } from '../../../lib/form-errors';
import { useEmailAtRisk } from '../api/use-email-at-risk';

/** Queues the at-risk list to the teacher's inbox; the toast repeats the server's answer (or its refusal). */
export function EmailAtRiskButton() {
  const email = useEmailAtRisk();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={email.isPending}
      onClick={() =>
        email.mutate(undefined, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => reportFormError(error, analyticsEndpoints.emailAtRisk.fallbackMessage),
        })
      }
      icon={Mail}
    >
      <Trans>Email me this list</Trans>
    </Button>
  );
}
