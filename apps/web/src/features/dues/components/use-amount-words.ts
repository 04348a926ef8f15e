import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { minorUnitsPerMajor } from '@tutorium/contract/fees';
import type { AmountWords } from './amount-form';

/** What a money form says about a typed amount it cannot read, for the institute's currency. */
export function useAmountWords(currency: string): AmountWords {
  const { t } = useLingui();
  const decimals = Math.round(Math.log10(minorUnitsPerMajor(currency)));
  return {
    missing: t`Enter the amount`,
    not_a_number: t`Enter the amount as a number, such as 1250.50`,
    too_many_decimals:
      decimals === 0
        ? t`Enter a whole amount: ${currency} has no decimals`
        : t`Use at most ${plural(decimals, { one: '# decimal place', other: '# decimal places' })}`,
  };
}
