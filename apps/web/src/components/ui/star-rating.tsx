import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { contractText } from '../../lib/contract-text';
import { formatNumber } from '../../lib/format';

const STARS = [1, 2, 3, 4, 5] as const;
const starSizes = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const;
type StarSize = keyof typeof starSizes;

/** "4.3" for an average, "4" for a whole rating. */
const formatRating = (value: number) => (Number.isInteger(value) ? formatNumber(value) : formatNumber(value, 1));

/** Five stars filled to `value` (fractions too), read as "Rated 4.3 out of 5". */
export function StarRating({ value, size = 'sm' }: { value: number; size?: StarSize }) {
  const { t } = useLingui();
  const rating = formatRating(value);
  return (
    <span role="img" aria-label={t`Rated ${rating} out of 5`} className="inline-flex items-center gap-0.5">
      {STARS.map((star) => {
        const fill = Math.min(1, Math.max(0, value - (star - 1)));
        return (
          <span key={star} className={`relative inline-block ${starSizes[size]}`}>
            <Star className={`absolute inset-0 ${starSizes[size]} text-amber-500`} aria-hidden="true" />
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={`${starSizes[size]} fill-amber-400 text-amber-500`} aria-hidden="true" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

interface RatingSummaryProps {
  /** The mean rating to one decimal; null (a teacher) or left out (a course) without reviews. */
  average: number | null | undefined;
  count: number;
  size?: StarSize;
}

/** Average stars with "4.3 out of 5 (12 reviews)", or "No reviews yet" (docs/product.md §1: no made-up rating). */
export function RatingSummary({ average, count, size = 'md' }: RatingSummaryProps) {
  if (average === null || average === undefined || count === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No reviews yet</Trans>
      </p>
    );
  const rating = formatRating(average);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <StarRating value={average} size={size} />
      <span>
        <Trans>
          <span className="font-semibold text-slate-900">{rating}</span> out of 5 (
          <Plural value={count} one="# review" other="# reviews" />)
        </Trans>
      </span>
    </p>
  );
}

interface StarRatingInputProps {
  /** The chosen rating, 0 while none is chosen. */
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  legend: string;
  error?: string;
  disabled?: boolean;
}

/**
 * A 1–5 star choice as a native radio group: Tab reaches it, the arrow keys move the choice, and
 * each star is labelled "n stars". Hovering previews a rating without choosing it.
 */
export function StarRatingInput({ value, onChange, onBlur, legend, error, disabled = false }: StarRatingInputProps) {
  const { t } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview is decoration; the radios take the input. */}
        <div className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
          {STARS.map((star) => (
            <label
              key={star}
              className="relative rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
              onMouseEnter={() => setHovered(star)}
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <Star
                aria-hidden="true"
                className={`size-7 ${star <= shown ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
              />
              <span className="sr-only">{t`${plural(star, { one: '# star', other: '# stars' })}`}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-slate-700" aria-hidden="true">
          {value > 0 ? t`${value} of 5` : t`Choose 1 to 5 stars`}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {contractText(error)}
        </p>
      )}
    </fieldset>
  );
}
