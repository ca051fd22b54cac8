import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html';

describe('sanitizeHtml without a DOM', () => {
  it('falls back to escaped plain text', () => {
    expect(sanitizeHtml('<p>Grow <b>wealth</b></p><script>alert(1)</script><img onerror="x()" src=y>')).toBe(
      'Grow wealth',
    );
  });
});
