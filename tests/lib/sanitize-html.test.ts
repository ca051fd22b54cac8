// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isWithinAllowList, sanitizeHtml, shiftHeadings, toEscapedText } from '../../src/lib/sanitize-html';

const ATTACK =
  '<p onclick="alert(1)">Grow <b>wealth</b><script>window.hacked = true</script>' +
  '<img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">more</a>' +
  '<style>body{display:none}</style><iframe src="https://evil.example"></iframe></p>';

function inject(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('sanitizeHtml', () => {
  it('leaves nothing that can run: no script, handlers, styles, frames, images or javascript: links', () => {
    const host = inject(sanitizeHtml(ATTACK));
    expect(host.querySelector('script, style, iframe, img, [onclick], [onerror], a[href^="javascript"]')).toBeNull();
    expect(host.innerHTML).not.toMatch(/onerror|onclick|javascript:|window\.hacked/i);
    expect(host.textContent).toMatch(/Grow\s*wealth\s*more/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("returns '' when only markup and whitespace remain", () => {
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
    expect(sanitizeHtml('<p>&nbsp; </p>')).toBe('');
  });

  it('keeps plain text readable', () => {
    expect(inject(sanitizeHtml('Invests in large caps & PSU bonds')).textContent).toBe(
      'Invests in large caps & PSU bonds',
    );
  });
});

describe('isWithinAllowList', () => {
  it.each([
    ['<p>Growth of <b>capital</b></p><ul><li>one</li></ul>', true],
    ['<h4>Investment Objective</h4><ol><li>Equity</li></ol>', true],
    ['<h1>Shouting</h1>', false],
    ['<a href="https://amc.example/doc" target="_blank" rel="noopener noreferrer">doc</a>', true],
    ['<img src="x">', false],
    ['<p style="color:red">x</p>', false],
    ['<p onclick="x()">x</p>', false],
    ['<a href="javascript:alert(1)">x</a>', false],
    ['<a href=" JAVASCRIPT:alert(1)">x</a>', false],
    ['<svg><circle /></svg>', false],
  ])('%s → %s', (html, allowed) => {
    expect(isWithinAllowList(html)).toBe(allowed);
  });
});

describe('toEscapedText', () => {
  it('drops tags and the bodies of scripts and styles, and escapes what is left', () => {
    expect(toEscapedText('<p>a <b>b</b></p><script>evil()</script><style>x{}</style>')).toBe('a b');
    expect(toEscapedText('<img alt=">" onerror="x()">2 < 3')).toBe('&quot; onerror=&quot;x()&quot;&gt;2 &lt; 3');
    expect(toEscapedText('R&amp;D &nbsp;&lt;ok&gt;')).toBe('R&amp;D &lt;ok&gt;');
  });
});

describe('shiftHeadings', () => {
  it("makes a fund's highest heading the given level and keeps the nesting below it", () => {
    expect(shiftHeadings('<h4 title="a">Aim</h4><p>x</p><h5>Risk</h5><h4>Plan</h4>', 3)).toBe(
      '<h3 title="a">Aim</h3><p>x</p><h4>Risk</h4><h3>Plan</h3>',
    );
    expect(shiftHeadings('<h5>Aim</h5><h6>Note</h6>', 3)).toBe('<h3>Aim</h3><h4>Note</h4>');
  });

  it('never goes past h6, and leaves text without headings alone', () => {
    expect(shiftHeadings('<h4>a</h4><h6>b</h6>', 4)).toBe('<h4>a</h4><h6>b</h6>');
    expect(shiftHeadings('<h5>a</h5><h6>b</h6>', 4)).toBe('<h4>a</h4><h5>b</h5>');
    expect(shiftHeadings('<p>h4 and <b>h5</b></p>', 3)).toBe('<p>h4 and <b>h5</b></p>');
  });
});
