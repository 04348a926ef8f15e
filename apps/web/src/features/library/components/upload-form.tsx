import { Trans, useLingui } from '@lingui/react/macro';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { acceptAttribute, resourceInputSchema, resourceMessages } from '@tutorium/contract/resources';
import { Upload } from 'lucide-react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/use-contract-form';
import { type ResourceUpload, useUploadResource } from '../api/use-upload-resource';
import { useCategoryOptions } from './category-options';

/** The contract's fields plus the file, which the server checks by its content (not its name). */
const uploadSchema = resourceInputSchema.extend({
  file: z
    .custom<FileList>((value) => value instanceof FileList, { error: resourceMessages.fileRequired })
    .transform((files) => files.item(0))
    .pipe(z.instanceof(File, { error: resourceMessages.fileRequired })),
});

/** A refused file (415 wrong kind, 413 too large) is the file field's problem, so its message goes there. */
function fileRefusalOnFile(error: unknown): unknown {
  if (!(error instanceof ApiError) || (error.status !== 413 && error.status !== 415)) return error;
  return new ApiError(error.status, error.message, { ...error.fieldErrors, file: error.message }, error.code);
}

export function UploadForm() {
  const { t } = useLingui();
  const categoryOptions = useCategoryOptions();
  const upload = useUploadResource();
  const form = useContractForm({
    schema: uploadSchema,
    defaultValues: { title: '', description: '', category: undefined },
    failureMessage: resourceEndpoints.upload.fallbackMessage,
    serverFields: ['title', 'description', 'category', 'file'],
  });
  const sender = {
    mutateAsync: (resource: ResourceUpload) =>
      upload.mutateAsync(resource).catch((error: unknown) => {
        throw fileRefusalOnFile(error);
      }),
  };

  const onSubmit = form.submitTo(sender, (resource) => resource, {
    onSuccess: ({ message }) => {
      toast.success(message || resourceMessages.uploaded);
      form.reset();
      form.setFocus('title');
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="upload-title" className="space-y-4">
      <h2 id="upload-title" className="text-lg font-semibold text-slate-900">
        <Trans>Upload a Resource</Trans>
      </h2>
      <TextField label={t`Title`} maxLength={150} {...form.field('title')} />
      <TextareaField label={t`Description`} rows={4} {...form.field('description')} />
      <SelectField label={t`Category`} options={categoryOptions} {...form.field('category')} />
      <Field
        label={t`File`}
        hint={t`A PDF, an MP4 or WebM video, an EPUB eBook or a Word (DOCX) document.`}
        error={form.formState.errors.file?.message}
      >
        {(aria) => (
          <input
            {...aria}
            {...form.register('file')}
            type="file"
            accept={acceptAttribute}
            className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-800 hover:file:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          />
        )}
      </Field>
      <Button type="submit" loading={form.submitting} fullWidth icon={Upload}>
        <Trans>Upload Resource</Trans>
      </Button>
    </form>
  );
}
