/**
 * The README and docs/ read on GitHub: every relative link must reach a file of the repository,
 * and every `#anchor` a heading of the page it names (GitHub's heading ids). Links into the shared
 * folder beside the repository (`../shared/…`, the spec) are checked where that folder is present,
 * as it is in CI (.ci/run). Web links are not followed.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The text with fenced code blocks blanked (their lines kept, so line numbers still hold). */
function withoutFences(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's id for a heading: its text without markup, lower-cased, punctuation dropped, spaces to hyphens. */
function headingId(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The ids of a page's headings, repeats numbered as GitHub numbers them (`-1`, `-2`, …). */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const id = headingId(heading);
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    ids.add(count === 0 ? id : `${id}-${count}`);
  }
  return ids;
}

/** Every broken relative link of a Markdown file under `root`, as `line: target (why)`. */
function brokenLinks(root: string, file: string): string[] {
  const broken: string[] = [];
  const lines = withoutFences(readFileSync(file, 'utf8'));
  lines.forEach((line, index) => {
    const text = line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const [, target = ''] of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
      const [path = '', anchor] = target.split('#');
      const linked = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      const inside = !relative(root, linked).startsWith(`..${sep}`);
      const shared = resolve(root, '../shared');
      if (!inside) {
        if (!linked.startsWith(`${shared}${sep}`) && linked !== shared) {
          broken.push(`${index + 1}: ${target} (outside the repository and the shared folder)`);
          continue;
        }
        if (!existsSync(shared)) continue;
      }
      if (!existsSync(linked)) {
        broken.push(`${index + 1}: ${target} (no such file)`);
        continue;
      }
      if (anchor !== undefined && linked.endsWith('.md') && !headingIds(readFileSync(linked, 'utf8')).has(anchor)) {
        broken.push(`${index + 1}: ${target} (no heading #${anchor})`);
      }
    }
  });
  return broken;
}

const pages = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('links in the README and docs/', () => {
  it.each(pages)('%s links only to files and headings that exist', (page) => {
    expect(brokenLinks(ROOT, join(ROOT, page))).toEqual([]);
  });

  it('links every page of docs/ from the README', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const unlinked = pages.filter((page) => page !== 'README.md' && !readme.includes(`](${page}`));
    expect(unlinked).toEqual([]);
  });
});

describe('the link check', () => {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports a missing file, a missing heading and a link leaving the repository, not code', () => {
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'a.md'), '# A page\n\n## Its `first` part, again\n\n## Its first part again\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        '# Title',
        '[ok](docs/a.md) [ok](docs/a.md#its-first-part-again) [ok](docs/a.md#its-first-part-again-1) [ok](#title)',
        '[gone](docs/b.md) [no heading](docs/a.md#nowhere) [out](../elsewhere/x.md) [web](https://example.com/x)',
        '`[code](docs/c.md)`',
        '```md',
        '[fenced](docs/d.md)',
        '```',
      ].join('\n'),
    );
    expect(brokenLinks(root, join(root, 'README.md'))).toEqual([
      '3: docs/b.md (no such file)',
      '3: docs/a.md#nowhere (no heading #nowhere)',
      '3: ../elsewhere/x.md (outside the repository and the shared folder)',
    ]);
  });
});
