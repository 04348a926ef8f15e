import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { isNotFoundError } from '../../../lib/api-client';
import { useLiveClass } from '../api/use-live-class';
import { LiveClassFormLoader } from '../components/live-class-form-loader';
import { LiveClassNotFound } from '../components/live-class-not-found';

export function EditLiveClassPage() {
  const { id = '' } = useParams();
  const liveClass = useLiveClass(id);

  if (liveClass.isError && isNotFoundError(liveClass.error)) return <LiveClassNotFound />;

  return (
    <>
      <PageHeader title="Edit Live Class" description="Change the class, then save your changes." />
      {liveClass.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading live class" />
        </div>
      ) : liveClass.isError ? (
        <ErrorPanel message={liveClass.error.message} onRetry={() => void liveClass.refetch()} />
      ) : (
        <LiveClassFormLoader key={liveClass.data.id} liveClass={liveClass.data} />
      )}
    </>
  );
}
