import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';

export function DashboardLoading({ label }: { label: string }) {
  return (
    <Card className="flex justify-center px-6 py-12">
      <Spinner size="lg" label={label} />
    </Card>
  );
}
