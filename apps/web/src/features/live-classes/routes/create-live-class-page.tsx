import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/ui/page-header';
import { LiveClassFormLoader } from '../components/live-class-form-loader';

export function CreateLiveClassPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Schedule Live Class`}
        description={t`Choose the course, the time and the meeting link; its students can join from their portal.`}
      />
      <LiveClassFormLoader />
    </>
  );
}
