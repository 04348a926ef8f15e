import { useLingui } from '@lingui/react/macro';
import type { SubmissionFile } from '@tutorium/contract/assignments';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { reportFormError } from '../../../lib/form-errors';
import { formatFileSize } from '../../../lib/format';
import { useDownloadSubmissionFile } from '../api/use-assignments';

/** A submission's files, each with its size and a download button (the download sends the session token). */
export function SubmissionFiles({ files }: { files: readonly SubmissionFile[] }) {
  const { t } = useLingui();
  const download = useDownloadSubmissionFile();
  if (files.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t`Files`}>
      {files.map((file) => {
        const name = file.fileName;
        return (
          <li key={file.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="min-w-0 font-medium break-all text-slate-900">{name}</span>
            <span className="text-slate-600">{formatFileSize(file.fileSize)}</span>
            <Button
              variant="secondary"
              size="sm"
              icon={Download}
              loading={download.isPending && download.variables?.id === file.id}
              aria-label={t`Download ${name}`}
              onClick={() =>
                download.mutate(file, { onError: (error) => reportFormError(error, t`Failed to download the file`) })
              }
            >
              {t`Download`}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
