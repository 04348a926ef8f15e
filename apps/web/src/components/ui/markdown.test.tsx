import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const render = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe('Markdown', () => {
  it('renders headings, emphasis, lists, code and safe links', () => {
    const html = render(
      '# Angles\n\nSome **bold** text.\n\n- one\n- two\n\n`x = 1`\n\n[More](https://example.test/angles)',
    );
    expect(html).toContain('<h1>Angles</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<code>x = 1</code>');
    expect(html).toContain('href="https://example.test/angles"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('renders no script tags, raw HTML or event handlers', () => {
    const html = render(
      'Hello <script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n<div onclick="alert(3)">click</div>\n\n<iframe src="https://evil.test"></iframe>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/<img|<iframe|<div onclick/i);
  });

  it('drops javascript: and data: links and images', () => {
    const html = render(
      '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) ![img](javascript:alert(2)) [Vb](vbscript:msgbox(1))',
    );
    expect(html).not.toMatch(/javascript:|data:text|vbscript:/i);
    expect(html).toContain('click');
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('img');
  });
});
