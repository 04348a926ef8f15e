import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { Button } from './button';

interface ErrorPanelProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  /** Level 1 when the panel is the whole page, as in the route error boundary. */
  headingLevel?: 1 | 2;
}

export function ErrorPanel({ message, title, onRetry, headingLevel = 2 }: ErrorPanelProps) {
  const { t } = useLingui();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertTriangle className="mx-auto size-8 text-red-600" aria-hidden="true" />
      <Heading className="mt-3 text-lg font-semibold text-red-900">{title ?? t`Error occurred`}</Heading>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          <Trans>Try Again</Trans>
        </Button>
      )}
    </div>
  );
}
