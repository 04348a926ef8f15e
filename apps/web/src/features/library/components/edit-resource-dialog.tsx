import { zodResolver } from '@hookform/resolvers/zod';
import { type Resource, type ResourceInput, resourceInputSchema, resourceMessages } from '@tutorium/contract/resources';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { reportFormError } from '../../../lib/form-errors';
import { libraryMessages } from '../api/library-messages';
import { useUpdateResource } from '../api/use-update-resource';
import { categoryOptions } from './category-options';

const fields = ['title', 'description', 'category'] as const;

function EditForm({ resource, onDone }: { resource: Resource; onDone: () => void }) {
  const update = useUpdateResource();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<ResourceInput, unknown, z.output<typeof resourceInputSchema>>({
    resolver: zodResolver(resourceInputSchema),
    defaultValues: { title: resource.title, description: resource.description, category: resource.category },
  });

  useEffect(() => setFocus('title'), [setFocus]);

  const onSubmit = handleSubmit((body) => {
    if (!isDirty) return onDone();
    update.mutate(
      { id: resource.id, body },
      {
        onSuccess: ({ message }) => {
          toast.success(message || resourceMessages.updated);
          onDone();
        },
        onError: (error) => reportFormError(error, libraryMessages.updateFailed, { setError, fields }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Title" maxLength={150} error={errors.title?.message} {...register('title')} />
      <TextareaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
      <SelectField
        label="Category"
        options={categoryOptions}
        error={errors.category?.message}
        {...register('category')}
      />
      <p className="text-sm text-slate-600">
        The file itself ({resource.fileName}) stays as it is. To replace it, delete this resource and upload the new
        file.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}

interface EditResourceDialogProps {
  resource: Resource | null;
  onClose: () => void;
}

/** Title, description and category of an uploaded resource, in a dialog. */
export function EditResourceDialog({ resource, onClose }: EditResourceDialogProps) {
  const titleId = useId();
  return (
    <Modal open={resource !== null} onClose={onClose} labelledBy={titleId}>
      {resource !== null && (
        <div className="space-y-4">
          <h2 id={titleId} className="pr-10 text-xl font-semibold text-slate-900">
            Edit Resource
          </h2>
          <EditForm key={resource.id} resource={resource} onDone={onClose} />
        </div>
      )}
    </Modal>
  );
}
