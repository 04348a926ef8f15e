import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import type { ButtonVariant } from './button-styles';
import { LinkButton } from './link-button';

interface FormActionsProps {
  submitLabel: string;
  /** Spins the submit button and keeps a dialog's Cancel from closing over a send under way. */
  submitting: boolean;
  submitIcon?: LucideIcon;
  submitVariant?: ButtonVariant;
  /** Cancel as a button, as in a dialog or a form shown in place. */
  onCancel?: () => void;
  /** Cancel as a link back to a page, as on a page of its own. */
  cancelTo?: string;
  /** A form on a page of its own sets its buttons off from the fields with a rule. */
  divided?: boolean;
}

/** A form's Cancel and submit buttons: side by side at the end on wide screens, submit on top when stacked. */
export function FormActions({
  submitLabel,
  submitting,
  submitIcon,
  submitVariant,
  onCancel,
  cancelTo,
  divided = false,
}: FormActionsProps) {
  return (
    <div
      className={[
        'flex flex-col-reverse sm:flex-row sm:justify-end',
        divided ? 'gap-3 border-t border-slate-100 pt-6' : 'gap-2',
      ].join(' ')}
    >
      {cancelTo !== undefined && (
        <LinkButton to={cancelTo} variant="secondary">
          <Trans>Cancel</Trans>
        </LinkButton>
      )}
      {onCancel !== undefined && (
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          <Trans>Cancel</Trans>
        </Button>
      )}
      <Button type="submit" variant={submitVariant} loading={submitting} icon={submitIcon}>
        {submitLabel}
      </Button>
    </div>
  );
}
