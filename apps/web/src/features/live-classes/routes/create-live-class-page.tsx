import { PageHeader } from '../../../components/ui/page-header';
import { LiveClassFormLoader } from '../components/live-class-form-loader';

export function CreateLiveClassPage() {
  return (
    <>
      <PageHeader
        title="Schedule Live Class"
        description="Choose the course, the time and the meeting link; its students can join from their portal."
      />
      <LiveClassFormLoader />
    </>
  );
}
