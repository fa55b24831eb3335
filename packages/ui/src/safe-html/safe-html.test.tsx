import { fireEvent, render } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it.each([
    ['a script', '<p>a</p><script>window.x=1</script>', '<p>a</p>'],
    ['an event handler', '<img src="x.png" onerror="window.x=1">', '<img src="x.png">'],
    ['a javascript: link', '<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['inline SVG with script', '<svg><script>alert(1)</script><circle r="1"/></svg><p>ok</p>', '<p>ok</p>'],
    ['a style tag and attribute', '<style>*{}</style><p style="position:fixed">x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://example.com"></iframe>', ''],
    ['a form', '<form action="/x"><input name="a"></form>', ''],
  ])('removes %s', (_what, html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  it('keeps formatting and opens links apart', () => {
    expect(sanitizeHtml('<p>Hi <b>there</b></p><ul><li>one</li></ul>')).toBe(
      '<p>Hi <b>there</b></p><ul><li>one</li></ul>',
    );
    expect(sanitizeHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it("leaves the host page's global DOMPurify as it was (its own instance, its own hook)", () => {
    sanitizeHtml('<a href="https://example.com">site</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com">site</a>')).toBe('<a href="https://example.com">site</a>');
  });

  it('defuses mutation-XSS tricks', () => {
    const out = sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">');
    expect(out).not.toMatch(/onerror/i);
    const nested = sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>');
    expect(nested).not.toMatch(/onerror/i);
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned HTML', () => {
    const { container } = render(<SafeHtml html={'<p>Hello</p><script>window.bad = 1</script>'} />);
    expect(container.innerHTML).toContain('<p>Hello</p>');
    expect(container.querySelector('script')).toBeNull();
  });

  it('hides a picture that fails to load, keeping the text and the pictures that load', () => {
    const { container } = render(
      <SafeHtml html={'<p>Deposit 100</p><img src="/gone.png" alt="Bonus table"><img src="/ok.png" alt="Steps">'} />,
    );
    const [gone, ok] = Array.from(container.querySelectorAll('img'));
    fireEvent.error(gone!);
    expect(gone!.hidden).toBe(true);
    expect(ok!.hidden).toBe(false);
    expect(container.textContent).toContain('Deposit 100');
  });
});
