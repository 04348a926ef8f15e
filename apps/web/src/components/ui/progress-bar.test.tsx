import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a named progressbar whose value is the caption', () => {
    const html = renderToStaticMarkup(
      <ProgressBar value={50} label="Progress in Algebra" caption="50% complete (1 of 2 lessons)" />,
    );
    const attributes = {
      role: 'progressbar',
      'aria-label': 'Progress in Algebra',
      'aria-valuenow': '50',
      'aria-valuetext': '50% complete (1 of 2 lessons)',
    };
    for (const [name, value] of Object.entries(attributes)) expect(html).toContain(`${name}="${value}"`);
    expect(html).toContain('width:50%');
  });

  it('keeps the value between 0 and 100', () => {
    expect(renderToStaticMarkup(<ProgressBar value={140} label="Progress" />)).toContain('aria-valuenow="100"');
    expect(renderToStaticMarkup(<ProgressBar value={-5} label="Progress" />)).toContain('aria-valuenow="0"');
  });
});
