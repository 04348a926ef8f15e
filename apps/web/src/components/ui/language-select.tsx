import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@tutorium/contract/languages';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { chooseLanguage } from '../../lib/i18n';

interface LanguageSelectProps {
  /** `dark` sits on the footer's dark background. */
  tone?: 'light' | 'dark';
}

/** Picks the language every text is shown in, at once and without a reload; each language is named in its own script. */
export function LanguageSelect({ tone = 'light' }: LanguageSelectProps) {
  const id = useId();
  const { i18n } = useLingui();
  const colours =
    tone === 'dark'
      ? 'border-slate-600 bg-slate-800 text-white focus-visible:outline-white'
      : 'border-slate-300 bg-white text-slate-900 focus-visible:outline-indigo-600';
  return (
    <div className="flex items-center gap-2 text-sm">
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const choice = event.target.value;
          if (isLanguage(choice)) void chooseLanguage(choice);
        }}
        className={`rounded-md border px-2 py-1 focus-visible:outline-2 ${colours}`}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
