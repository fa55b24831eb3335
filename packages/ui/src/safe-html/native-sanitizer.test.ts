import { afterEach, describe, expect, it } from 'vitest';
import { canSanitizeNatively, setSanitizedHtml } from './native-sanitizer';

type Settable = Element & { setHTML?: (html: string, options: unknown) => void };
const prototype = Element.prototype as Settable;

/**
 * This DOM has no HTML Sanitizer API: a stand-in that only parses (keeps everything) shows what
 * our own rules do after the browser's sanitizer; what the browser removes is checked in
 * Chromium (the Storybook smoke run of SafeHtml's Hostile story).
 */
function withParsingSetHtml() {
  const given: unknown[] = [];
  prototype.setHTML = function (this: Element, html: string, options: unknown) {
    given.push(options);
    this.innerHTML = html;
  };
  return given;
}

describe('the browser sanitizer path', () => {
  afterEach(() => {
    delete prototype.setHTML;
  });

  it('is taken only where the browser has one', () => {
    expect(canSanitizeNatively()).toBe(false);
    withParsingSetHtml();
    expect(canSanitizeNatively()).toBe(true);
  });

  it('asks the browser for plain formatting: no forms, frames, SVG, styles, comments or data attributes', () => {
    const given = withParsingSetHtml();
    setSanitizedHtml(document.createElement('div'), '<p>x</p>');
    const { elements, attributes, comments, dataAttributes } = (
      given[0] as {
        sanitizer: { elements: string[]; attributes: string[]; comments: boolean; dataAttributes: boolean };
      }
    ).sanitizer;
    for (const kept of ['p', 'a', 'img', 'table', 'ul', 'h2']) expect(elements).toContain(kept);
    for (const dropped of [
      'script',
      'style',
      'form',
      'input',
      'button',
      'iframe',
      'object',
      'embed',
      'template',
      'svg',
      'math',
    ])
      expect(elements).not.toContain(dropped);
    expect(attributes).not.toContain('style');
    expect(attributes.some((a) => a.startsWith('on'))).toBe(false);
    expect({ comments, dataAttributes }).toEqual({ comments: false, dataAttributes: false });
  });

  it.each([
    [
      'ids and names',
      '<div id="root">x</div><img name="location" src="a.png">',
      '<div id="user-content-root">x</div><img name="user-content-location" src="a.png">',
    ],
    ['an id already prefixed', '<h2 id="user-content-rules">R</h2>', '<h2 id="user-content-rules">R</h2>'],
    ['a link within the content', '<a href="#rules">to</a>', '<a href="#user-content-rules">to</a>'],
    [
      'a link elsewhere',
      '<a href="https://example.com/x">site</a>',
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">site</a>',
    ],
    [
      'a path of this site',
      '<a href="/m/promotions">p</a>',
      '<a href="/m/promotions" target="_blank" rel="noopener noreferrer">p</a>',
    ],
    [
      'a mail link',
      '<a href="mailto:help@example.com">m</a>',
      '<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">m</a>',
    ],
    ['a data: link', '<a href="data:text/html,<b>x</b>">d</a>', '<a>d</a>'],
    ['a script link with tabs in its scheme', '<a href="java\tscript:alert(1)">j</a>', '<a>j</a>'],
    ['an unknown scheme', '<a href="intent://x#Intent;end">i</a>', '<a>i</a>'],
    ['an inline picture', '<img src="data:image/png;base64,AAAA">', '<img src="data:image/png;base64,AAAA">'],
    ['an inline document as a picture', '<img src="data:text/html,x">', '<img>'],
    ['a picture set off the web', '<img srcset="a.png 1x, javascript:x 2x">', '<img>'],
    [
      'a picture set of the web',
      '<img srcset="/a.png 1x, https://cdn.example.com/b.png 2x">',
      '<img srcset="/a.png 1x, https://cdn.example.com/b.png 2x">',
    ],
  ])('holds %s to our rules', (_what, html, clean) => {
    withParsingSetHtml();
    const element = document.createElement('div');
    setSanitizedHtml(element, html);
    expect(element.innerHTML).toBe(clean);
  });
});
