import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The I18nProvider the app renders in (app/providers.tsx): the shell's components read their texts through it. */
function InI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's render, inside the I18nProvider (a rerender stays inside it). */
export const renderInI18n = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { ...options, wrapper: InI18n });

/** The static markup of `ui` rendered inside the I18nProvider. */
export const markupInI18n = (ui: ReactNode): string => renderToStaticMarkup(<InI18n>{ui}</InI18n>);
