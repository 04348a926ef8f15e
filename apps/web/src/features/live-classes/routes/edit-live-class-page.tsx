import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { QueryView } from '../../../components/list-screen/query-view';
import { PageHeader } from '../../../components/ui/page-header';
import { isNotFoundError } from '../../../lib/api-client';
import { useLiveClass } from '../api/use-live-class';
import { LiveClassFormLoader } from '../components/live-class-form-loader';
import { LiveClassNotFound } from '../components/live-class-not-found';

export function EditLiveClassPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const liveClass = useLiveClass(id);

  if (liveClass.isError && isNotFoundError(liveClass.error)) return <LiveClassNotFound />;

  return (
    <>
      <PageHeader title={t`Edit Live Class`} description={t`Change the class, then save your changes.`} />
      <QueryView query={liveClass} loadingLabel={t`Loading live class`} loading="section">
        {(data) => <LiveClassFormLoader key={data.id} liveClass={data} />}
      </QueryView>
    </>
  );
}
