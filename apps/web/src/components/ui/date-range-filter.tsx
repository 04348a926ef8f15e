import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Button } from './button';
import { TextField } from './text-field';

/** Which end of a date range a change is to. */
export type RangeEnd = 'from' | 'to';

interface DateRangeFilterProps {
  from: string;
  to: string;
  error: string | undefined;
  onChange: (end: RangeEnd, value: string) => void;
  onClear: () => void;
}

/** From and To dates for every figure on a screen (Analytics, Revenue); empty means from the first record, or up to today. */
export function DateRangeFilter({ from, to, error, onChange, onClear }: DateRangeFilterProps) {
  const { t } = useLingui();
  return (
    <search className="mb-6 block rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="sm:w-48">
          <TextField
            type="date"
            label={t`From`}
            value={from}
            max={to || undefined}
            onChange={(event) => onChange('from', event.target.value)}
          />
        </div>
        <div className="sm:w-48">
          <TextField
            type="date"
            label={t`To`}
            value={to}
            min={from || undefined}
            error={error}
            onChange={(event) => onChange('to', event.target.value)}
          />
        </div>
        <div className="sm:pt-7">
          {from !== '' || to !== '' ? (
            <Button variant="ghost" onClick={onClear} icon={X}>
              <Trans>Clear dates</Trans>
            </Button>
          ) : (
            <p className="text-sm text-slate-600 sm:pt-2">
              <Trans>Showing all dates</Trans>
            </p>
          )}
        </div>
      </div>
    </search>
  );
}
