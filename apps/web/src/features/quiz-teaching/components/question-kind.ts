import { useLingui } from '@lingui/react/macro';
import type { QuestionKind } from '@tutorium/contract/questions';

/** Each question type's name in the reader's language. */
export function useKindLabels(): Record<QuestionKind, string> {
  const { t } = useLingui();
  return {
    single: t`Single choice`,
    multiple: t`Multiple choice`,
    true_false: t`True or false`,
    numeric: t`Number`,
    short: t`Short answer`,
  };
}
