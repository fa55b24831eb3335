import { fireEvent, render, waitFor } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './purify-sanitizer';
import { SafeHtml } from './safe-html';

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

describe('sanitizeHtml against DOM clobbering', () => {
  it.each([
    ["the app's mount point", '<div id="root">x</div>', '<div id="user-content-root">x</div>'],
    ["the boot shell's root", '<p id="lobby-root">x</p>', '<p id="user-content-lobby-root">x</p>'],
    ['a window property', '<img name="location" src="a.png">', '<img src="a.png" name="user-content-location">'],
    ['the prototype', '<a id="__proto__">x</a>', '<a id="user-content-__proto__">x</a>'],
    ['a document property', '<img name="cookie" src="a.png">', '<img src="a.png" name="user-content-cookie">'],
    [
      'a document method',
      '<img id="getElementById" src="a.png">',
      '<img src="a.png" id="user-content-getElementById">',
    ],
    ['a form named like a document property', '<form name="body"><input name="domain"></form>', ''],
    [
      'a form taking a window name',
      '<form id="defaultView"><img name="attributes"></form>',
      '<img name="user-content-attributes">',
    ],
    ['an inert template', '<template><img src="x" onerror="window.x=1"></template><p>ok</p>', '<p>ok</p>'],
    ['a nested template', '<div><template id="t"><p>hidden</p></template></div>', '<div></div>'],
  ])('defuses %s', (_what, html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  it('leaves an id already carrying the prefix as it is, and links within the content still reach their target', () => {
    expect(sanitizeHtml('<h2 id="user-content-rules">Rules</h2>')).toBe('<h2 id="user-content-rules">Rules</h2>');
    expect(sanitizeHtml('<a href="#rules">to the rules</a><h2 id="rules">Rules</h2>')).toBe(
      '<a href="#user-content-rules">to the rules</a><h2 id="user-content-rules">Rules</h2>',
    );
  });

  it('lets no content element shadow what the page looks up', async () => {
    const { container } = render(
      <div>
        <div id="root">app</div>
        <SafeHtml html={'<div id="root">content</div><img name="location"><a id="__proto__">x</a>'} />
      </div>,
      { container: document.body.appendChild(document.createElement('div')) },
    );
    // This DOM has no sanitizer of its own: DOMPurify is loaded for it.
    await waitFor(() => expect(container.textContent).toContain('content'));
    expect(document.getElementById('root')?.textContent).toBe('app');
    expect(typeof (document as unknown as { location: unknown }).location).toBe('object');
    expect(document.location.href).toMatch(/^http/);
    expect(document.querySelectorAll('[id="root"]')).toHaveLength(1);
    expect(document.querySelectorAll('[name="location"], [id="__proto__"]')).toHaveLength(0);
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned HTML', async () => {
    const { container } = render(<SafeHtml html={'<p>Hello</p><script>window.bad = 1</script>'} />);
    await waitFor(() => expect(container.innerHTML).toContain('<p>Hello</p>'));
    expect(container.querySelector('script')).toBeNull();
  });

  it('hides a picture that fails to load, keeping the text and the pictures that load', async () => {
    const { container } = render(
      <SafeHtml html={'<p>Deposit 100</p><img src="/gone.png" alt="Bonus table"><img src="/ok.png" alt="Steps">'} />,
    );
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    const [gone, ok] = Array.from(container.querySelectorAll('img'));
    fireEvent.error(gone!);
    expect(gone!.hidden).toBe(true);
    expect(ok!.hidden).toBe(false);
    expect(container.textContent).toContain('Deposit 100');
  });
});
