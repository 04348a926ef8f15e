import { unexpectedMessage } from '@tutorium/contract/unexpected-message';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from '../components/ui/error-panel';
import { ApiError } from '../lib/api-failure';
import { reloadToNewestBuild } from '../lib/app-update';

/** Only messages meant for users are shown; a crash's own text stays in the console. */
function describe(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isRouteErrorResponse(error) && error.statusText) return error.statusText;
  return unexpectedMessage;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-screen max-w-lg items-center px-4">
      <div className="w-full">
        {/* A screen's code that fails to download may be an old build's, gone since a deployment: the reload brings the newest. */}
        <ErrorPanel headingLevel={1} message={describe(error)} onRetry={() => void reloadToNewestBuild()} />
      </div>
    </main>
  );
}
