import { Trans, useLingui } from '@lingui/react/macro';
import { questionEndpoints } from '@tutorium/contract/endpoints/questions';
import { MAX_IMPORT_BYTES } from '@tutorium/contract/questions';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormActions } from '../../../components/ui/form-actions';
import { ApiError, messageOf } from '../../../lib/api-client';
import { contractText } from '../../../lib/contract-text';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** A refusal of the CSV: its message, and each problem keyed by row and column (`row 3: correct`). */
interface Refusal {
  message: string;
  lines: [string, string][];
}

/**
 * Imports a CSV of questions (the columns the export writes): the file is read here and sent as text;
 * the server adds every question or none, and a refusal lists what is wrong on each bad line.
 */
export function ImportQuestions({ courseId, onDone }: { courseId: string; onDone: () => void }) {
  const { t } = useLingui();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const upload = useEndpointMutation(questionEndpoints.import, {
    input: (csv: string) => ({ params: { courseId }, body: { csv } }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (file === null) {
      setProblem(t`Choose a CSV file`);
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      setProblem(t`The CSV file must be at most 1 MB`);
      return;
    }
    setProblem(null);
    try {
      const { message, created } = await upload.mutateAsync(await file.text());
      toast.success(t`${message}: ${created} added`);
      onDone();
    } catch (error) {
      const message = messageOf(error, contractText(questionEndpoints.import.fallbackMessage));
      const lines = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      setRefusal({ message, lines });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Import questions`}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
          <Trans>CSV file</Trans>
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={problem !== null || undefined}
          aria-describedby={`${fileId}-hint${problem ? ` ${fileId}-error` : ''}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
            setRefusal(null);
          }}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p id={`${fileId}-hint`} className="text-xs text-slate-600">
          <Trans>
            The columns of the export. Every question is added, or none: a file with a bad line adds nothing.
          </Trans>
        </p>
        {problem && (
          <p id={`${fileId}-error`} className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      {refusal && (
        <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{refusal.message}</p>
          {refusal.lines.length > 0 && (
            <ul className="list-disc space-y-1 pl-5">
              {refusal.lines.map(([key, message]) => (
                // The server's words name the row and column ("Row 3, column correct: …").
                <li key={key}>{contractText(message)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FormActions submitLabel={t`Import`} submitIcon={Upload} submitting={upload.isPending} onCancel={onDone} />
    </form>
  );
}
