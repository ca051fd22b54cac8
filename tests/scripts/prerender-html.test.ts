import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../scripts/prerender-html';
import { START_AFTER_FIRST_PAINT } from '../../server/prerendered-pages';

/** The shape of Vite's built index.html (dist/index.html). */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <style data-layers>@layer mantine.baseline;</style>
    <title>Sanchay</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const DRAWN = {
  htmlAttributes: [['lang', 'en'] as [string, string], ['data-mantine-color-scheme', 'light'] as [string, string]],
  title: 'Explore — Sanchay',
  root: '<main><h1>Explore $1</h1></main>',
  scripts: ['/assets/index-A.js', '/assets/runtime-B.js', '/assets/explore-D.js'],
  styles: ['/assets/index-C.css'],
};

describe('a prerendered page', () => {
  const html = pageHtml(TEMPLATE, DRAWN, '.a{color:red}</style>');

  it('carries what the page drew, its title and attributes, with its stylesheets inlined', () => {
    expect(html).toContain('<div id="root"><main><h1>Explore $1</h1></main></div>');
    expect(html).toContain('<title>Explore — Sanchay</title>');
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<style data-prerendered>.a{color:red}<\\/style></style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('asks for no script before its first paint: the start script asks for them all afterwards', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload" crossorigin');
    const start = `<script data-entry="/assets/index-A.js" data-modules="/assets/runtime-B.js /assets/explore-D.js">${START_AFTER_FIRST_PAINT}</script>`;
    expect(html).toContain(start);
    // After the page's markup, and the only script.
    expect(html.indexOf(start)).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('keeps the layer order before every stylesheet', () => {
    expect(html.indexOf('<style data-layers>')).toBeLessThan(html.indexOf('<style data-prerendered>'));
  });

  it('refuses a template it does not understand rather than writing a page that never starts', () => {
    expect(() => pageHtml(TEMPLATE.replace(/<script[^>]*><\/script>/, ''), DRAWN, '')).toThrow(/no module script/);
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), DRAWN, '')).toThrow(
      /no empty <div id="root">/,
    );
  });
});
