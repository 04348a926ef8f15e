import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * On an edit form: empties `title` and saves, checks that the form names the missing title, then types
 * `renamed` and saves again (the caller checks what the save led to).
 */
export async function saveRenamedAfterEmptyTitle(
  user: ReturnType<typeof userEvent.setup>,
  title: HTMLElement,
  renamed: string,
): Promise<void> {
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Title is required')).toBeTruthy();
  await user.type(title, renamed);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

/** Replaces what the search box named `name` holds with `text`, typed as a person would. */
export async function searchAgain(user: ReturnType<typeof userEvent.setup>, name: string, text: string): Promise<void> {
  await user.clear(screen.getByRole('searchbox', { name }));
  await user.type(screen.getByRole('searchbox', { name }), text);
}

/**
 * A list screen's search box named `box`, checked through its texts: searching `hit` shows `narrowed`,
 * searching `miss` instead shows `none`, and pressing the button `clear` finds shows `all` again.
 */
export async function checkSearch(
  user: ReturnType<typeof userEvent.setup>,
  box: string,
  steps: { hit: [string, string]; miss: [string, string]; clear: () => HTMLElement; all: string },
): Promise<void> {
  const [hit, narrowed] = steps.hit;
  const [miss, none] = steps.miss;
  await user.type(screen.getByRole('searchbox', { name: box }), hit);
  expect(await screen.findByText(narrowed)).toBeTruthy();
  await searchAgain(user, box, miss);
  expect(await screen.findByText(none)).toBeTruthy();
  await user.click(steps.clear());
  expect(await screen.findByText(steps.all)).toBeTruthy();
}

/** Presses the button `answer` in `dialog`, then checks that the screen comes to show each of `shown`, in order. */
export async function answerDialog(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  answer: string,
  shown: readonly string[],
): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: answer }));
  for (const text of shown) expect(await screen.findByText(text)).toBeTruthy();
}
