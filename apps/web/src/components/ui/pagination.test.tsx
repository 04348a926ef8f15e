// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInI18n } from '../../../test/unit/i18n';
import { activateLanguage, shellCatalogue, withCatalogues } from '../../lib/i18n';
import { Pagination } from './pagination';

configure({ asyncUtilTimeout: 15_000 });
afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

describe('Pagination', { timeout: 30_000 }, () => {
  it('turns the pages, with where the reader is between the buttons', async () => {
    const onPageChange = vi.fn();
    renderInI18n(<Pagination label="Course pages" page={2} pages={3} onPageChange={onPageChange} />);
    const pages = screen.getByRole('navigation', { name: 'Course pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('is hidden while everything fits on one page', () => {
    renderInI18n(<Pagination label="Course pages" page={1} pages={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reads in Hindi from the shell’s catalogue', async () => {
    // The shell's catalogue comes with the portals' and site pages' route tables, as here.
    await withCatalogues([shellCatalogue], async () => undefined);
    await activateLanguage('hi');
    renderInI18n(<Pagination label="कोर्स के पेज" page={1} pages={4} onPageChange={() => undefined} />);
    const pages = screen.getByRole('navigation', { name: 'कोर्स के पेज' });
    expect(within(pages).getByText('पेज 1 / 4')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'पिछला' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'अगला' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
  });
});
