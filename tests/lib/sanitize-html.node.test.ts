import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html';

describe('sanitizeHtml without a DOM (the server render)', () => {
  it('keeps the allowed markup and drops everything that can run', () => {
    expect(sanitizeHtml('<p>Grow <b>wealth</b></p><script>alert(1)</script><img onerror="x()" src=y>')).toBe(
      '<p>Grow <b>wealth</b></p>',
    );
  });

  it("rebuilds each tag from its name and allowed attributes, as DOMPurify's result reads", () => {
    expect(
      sanitizeHtml(
        '<h4 onclick="x()" style="color:red">Aim</h4><P CLASS="a">One<br/>two &amp; three & four</P>' +
          '<a href="https://amc.example/sid" title=\'SID "doc"\' onmouseover="x()">SID</a>',
      ),
    ).toBe(
      '<h4>Aim</h4><p>One<br>two &amp; three &amp; four</p>' +
        '<a href="https://amc.example/sid" title="SID &quot;doc&quot;" target="_blank" rel="noopener noreferrer">SID</a>',
    );
  });

  it.each([
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    [
      'an entity-encoded javascript: link',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['a style block', '<style>p{display:none}</style><p>x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://evil.example">fallback</iframe><p>x</p>', '<p>x</p>'],
    ['a comment hiding a script', '<!--<script>alert(1)</script>--><p>x</p>', '<p>x</p>'],
    ['an unclosed comment', '<p>x</p><!--<script>alert(1)</script>', '<p>x</p>'],
    ['a tag split by quotes', '<p title="a>b" onclick="x()">y</p>', '<p title="a&gt;b">y</p>'],
    ['a stray angle bracket', '<p>1 < 2 > 0</p>', '<p>1 &lt; 2 &gt; 0</p>'],
    ['an svg with a handler', '<svg onload="alert(1)"><circle/></svg><p>x</p>', '<p>x</p>'],
    ['an unknown element, whose text stays', '<marquee onstart="x()">news</marquee>', 'news'],
  ])('refuses %s', (_, input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it("returns '' when only markup and whitespace remain", () => {
    expect(sanitizeHtml('<p> </p><script>x</script>')).toBe('');
  });
});
