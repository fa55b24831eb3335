// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('@lobby/ui without a DOM (server rendering, Node tests)', () => {
  it('imports, and sanitizes to nothing rather than letting unchecked HTML through', async () => {
    const ui = await import('../index');
    expect(typeof ui.SafeHtml).toBe('function');
    expect(ui.sanitizeHtml('<p>hi</p><script>x()</script>')).toBe('');
  });
});
