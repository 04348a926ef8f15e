import { zodResolver } from '@hookform/resolvers/zod';
import { acceptAttribute, resourceInputSchema, resourceMessages } from '@tutorium/contract/resources';
import { Upload } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { libraryMessages } from '../api/library-messages';
import { useUploadResource } from '../api/use-upload-resource';
import { categoryOptions } from './category-options';

/** The contract's fields plus the file, which the server checks by its content (not its name). */
const uploadSchema = resourceInputSchema.extend({
  file: z.custom<FileList>((value) => value instanceof FileList && value.length > 0, {
    error: resourceMessages.fileRequired,
  }),
});
type UploadValues = z.input<typeof uploadSchema>;

const fields = ['title', 'description', 'category', 'file'] as const;

/** A refused file (415 wrong kind, 413 too large) is the file field's problem, so its message goes there. */
const isFileRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 413 || error.status === 415);

export function UploadForm() {
  const upload = useUploadResource();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<UploadValues, unknown, z.output<typeof uploadSchema>>({
    resolver: zodResolver(uploadSchema),
    defaultValues: { title: '', description: '', category: undefined },
  });

  const onSubmit = handleSubmit(({ file, ...input }) => {
    const chosen = file.item(0);
    if (chosen === null) return;
    upload.mutate(
      { ...input, file: chosen },
      {
        onSuccess: ({ message }) => {
          toast.success(message || resourceMessages.uploaded);
          reset();
          setFocus('title');
        },
        onError: (error) => {
          if (isFileRefusal(error)) {
            setError('file', { type: 'server', message: error.message }, { shouldFocus: true });
            return;
          }
          reportFormError(error, libraryMessages.uploadFailed, { setError, fields });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="upload-title" className="space-y-4">
      <h2 id="upload-title" className="text-lg font-semibold text-slate-900">
        Upload a Resource
      </h2>
      <TextField label="Title" maxLength={150} error={errors.title?.message} {...register('title')} />
      <TextareaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
      <SelectField
        label="Category"
        options={categoryOptions}
        error={errors.category?.message}
        {...register('category')}
      />
      <Field
        label="File"
        hint="A PDF, an MP4 or WebM video, an EPUB eBook or a Word (DOCX) document."
        error={errors.file?.message}
      >
        {(aria) => (
          <input
            {...aria}
            {...register('file')}
            type="file"
            accept={acceptAttribute}
            className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-800 hover:file:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          />
        )}
      </Field>
      <Button type="submit" loading={upload.isPending} fullWidth icon={Upload}>
        Upload Resource
      </Button>
    </form>
  );
}
