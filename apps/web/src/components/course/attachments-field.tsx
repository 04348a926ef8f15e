import { Trans, useLingui } from '@lingui/react/macro';
import { resourceTypeLabels, resourceTypeSchema } from '@tutorium/contract/resources';
import { useId } from 'react';
import { href } from '../../lib/href';
import { useAllMyResources } from '../../lib/use-all-my-resources';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { Spinner } from '../ui/spinner';
import { TextLink } from '../ui/text-link';

interface AttachmentOption {
  id: string;
  title: string;
  type: string;
}

const typeLabel = (type: string): string => {
  const known = resourceTypeSchema.safeParse(type);
  return known.success ? resourceTypeLabels[known.data] : type.toUpperCase();
};

interface AttachmentsFieldProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** What the lesson or announcement being edited has attached already, listed even if it is not among the teacher's uploads. */
  attached: readonly AttachmentOption[];
  /** What the ticked files are for, e.g. "… students can download with this lesson." */
  hint: string;
  error?: string;
}

/** Checkboxes of the teacher's uploaded resources; the ticked ones download with the lesson or announcement. */
export function AttachmentsField({ value, onChange, attached, hint, error }: AttachmentsFieldProps) {
  const { t } = useLingui();
  const resources = useAllMyResources();
  const hintId = useId();
  const errorId = useId();

  const options: AttachmentOption[] = [...(resources.data ?? [])];
  for (const resource of attached) {
    if (!options.some((option) => option.id === resource.id)) options.push(resource);
  }
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value.filter((chosen) => chosen !== id), id] : value.filter((chosen) => chosen !== id));

  return (
    <fieldset aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')} className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Attachments (optional)</Trans>
      </legend>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      {resources.isPending ? (
        <Spinner size="sm" label={t`Loading your resources`} />
      ) : resources.isError && options.length === 0 ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          {resources.error.message}
          <Button size="sm" variant="secondary" onClick={() => void resources.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>
            You have not uploaded any resources yet.{' '}
            <TextLink to={href('teacher.resources')}>Upload files on the Resources page</TextLink>.
          </Trans>
        </p>
      ) : (
        <ul className="grid max-h-64 gap-2 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          {options.map((option) => (
            <li key={option.id}>
              <CheckboxField
                label={option.title}
                hint={typeLabel(option.type)}
                checked={value.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
