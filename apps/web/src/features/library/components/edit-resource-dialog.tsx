import { Trans, useLingui } from '@lingui/react/macro';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { type Resource, resourceInputSchema, resourceMessages } from '@tutorium/contract/resources';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { FormActions } from '../../../components/ui/form-actions';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateResource } from '../api/use-update-resource';
import { useCategoryOptions } from './category-options';

function EditForm({ resource, onDone }: { resource: Resource; onDone: () => void }) {
  const { t } = useLingui();
  const categoryOptions = useCategoryOptions();
  const update = useUpdateResource();
  const fileName = resource.fileName;
  const form = useContractForm({
    schema: resourceInputSchema,
    defaultValues: { title: resource.title, description: resource.description, category: resource.category },
    failureMessage: resourceEndpoints.update.fallbackMessage,
    focusOnMount: 'title',
  });

  const save = form.submitTo(update, (body) => ({ id: resource.id, body }), {
    onSuccess: ({ message }) => {
      toast.success(message || resourceMessages.updated);
      onDone();
    },
  });
  // Nothing changed, nothing to send: the fields are still checked, then the dialog closes.
  const onSubmit = form.formState.isDirty ? save : form.handleSubmit(onDone);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t`Title`} maxLength={150} {...form.field('title')} />
      <TextareaField label={t`Description`} rows={4} {...form.field('description')} />
      <SelectField label={t`Category`} options={categoryOptions} {...form.field('category')} />
      <p className="text-sm text-slate-600">
        <Trans>
          The file itself ({fileName}) stays as it is. To replace it, delete this resource and upload the new file.
        </Trans>
      </p>
      <FormActions onCancel={onDone} submitLabel={t`Save Changes`} submitting={form.submitting} />
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
            <Trans>Edit Resource</Trans>
          </h2>
          <EditForm key={resource.id} resource={resource} onDone={onClose} />
        </div>
      )}
    </Modal>
  );
}
