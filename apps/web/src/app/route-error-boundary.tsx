import { messages } from '@tutorium/contract/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from '../components/ui/error-panel';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || messages.unexpected;
  if (error instanceof Error && error.message) return error.message;
  return messages.unexpected;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-screen max-w-lg items-center px-4">
      <div className="w-full">
        <ErrorPanel headingLevel={1} message={describe(error)} onRetry={() => window.location.reload()} />
      </div>
    </main>
  );
}
