import { useLingui } from '@lingui/react/macro';
import {
  type Assignment,
  type Submission,
  type SubmissionFile,
  submissionInputSchema,
} from '@tutorium/contract/assignments';
import { assignmentEndpoints } from '@tutorium/contract/endpoints/assignments';
import { acceptedUploads, resourceTypeLabels } from '@tutorium/contract/resources';
import { Send, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { contractText } from '../../../lib/contract-text';
import { reportFormError } from '../../../lib/form-errors';
import { formatFileSize } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { useUploadSubmissionFile } from '../api/use-assignments';

interface SubmitFormProps {
  assignment: Assignment;
  /** The last hand-in, whose answer and files the form starts from; null before the first. */
  submission: Submission | null;
}

/**
 * Hands in (or again, overwriting the last attempt): the written answer and/or files, as the assignment
 * asks. Each chosen file is uploaded at once; the hand-in names the files kept.
 */
export function SubmitForm({ assignment, submission }: SubmitFormProps) {
  const { t } = useLingui();
  const [files, setFiles] = useState<SubmissionFile[]>(submission?.files ?? []);
  const upload = useUploadSubmissionFile(assignment.id);
  const submit = useEndpointMutation(assignmentEndpoints.submit, {
    input: (body: z.input<typeof submissionInputSchema>) => ({ params: { id: assignment.id }, body }),
  });
  const form = useContractForm({
    schema: submissionInputSchema,
    defaultValues: { text: submission?.text ?? '', fileIds: [] },
    failureMessage: assignmentEndpoints.submit.fallbackMessage,
  });
  const takesText = assignment.submissionKind !== 'files';
  const takesFiles = assignment.submissionKind !== 'text';
  const maxFileMb = assignment.maxFileMb;
  const kinds = assignment.allowedFileTypes.map((type) => contractText(resourceTypeLabels[type])).join(', ');
  const accept = assignment.allowedFileTypes.flatMap((type) => acceptedUploads[type]).join(',');

  const choose = async (chosen: FileList | null) => {
    for (const file of Array.from(chosen ?? [])) {
      try {
        const uploaded = await upload.mutateAsync(file);
        setFiles((current) => [...current, uploaded]);
      } catch (error) {
        reportFormError(error, assignmentEndpoints.upload.fallbackMessage);
      }
    }
  };

  const onSubmit = form.submitTo(
    submit,
    (values) => ({ text: takesText ? values.text : '', fileIds: takesFiles ? files.map((file) => file.id) : [] }),
    { onSuccess: ({ message }) => toast.success(message) },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {takesText && <TextareaField label={t`Your answer`} rows={8} {...form.field('text')} />}
      {takesFiles && (
        <div className="space-y-2">
          <Field label={t`Add files`} hint={t`${kinds}; each file at most ${maxFileMb} MB.`}>
            {(aria) => (
              <input
                {...aria}
                type="file"
                multiple
                accept={accept}
                disabled={upload.isPending}
                onChange={(event) => {
                  void choose(event.target.files);
                  event.target.value = '';
                }}
                className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-800 hover:file:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              />
            )}
          </Field>
          {upload.isPending && <p className="text-sm text-slate-600">{t`Uploading…`}</p>}
          {files.length > 0 && (
            <ul className="space-y-1" aria-label={t`Files to hand in`}>
              {files.map((file) => {
                const name = file.fileName;
                return (
                  <li key={file.id} className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="min-w-0 break-all text-slate-900">{name}</span>
                    <span className="text-slate-600">{formatFileSize(file.fileSize)}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={X}
                      aria-label={t`Remove ${name}`}
                      onClick={() => setFiles((current) => current.filter((kept) => kept.id !== file.id))}
                    >
                      {t`Remove`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <Button type="submit" icon={Send} loading={form.submitting} disabled={upload.isPending}>
        {submission ? t`Hand in again` : t`Hand in`}
      </Button>
    </form>
  );
}
