import { describe, expect, it } from 'vitest';
import { APP_SKELETON, withAppSkeleton } from '../../server/app-skeleton';

describe('the app skeleton in pages the server has no drawing of', () => {
  it('goes into the empty #root of the built index.html, once', () => {
    const page = '<html><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';
    const shown = withAppSkeleton(page);
    expect(shown).toBe(page.replace('<div id="root"></div>', `<div id="root">${APP_SKELETON}</div>`));
    expect(shown.match(/data-app-skeleton/g)).toHaveLength(1);
  });

  it('leaves a page whose #root has content as it is', () => {
    const drawn = '<html><body><div id="root"><main>landing</main></div></body></html>';
    expect(withAppSkeleton(drawn)).toBe(drawn);
  });

  it('says it is loading to a screen reader, and pulses only for those who allow motion', () => {
    expect(APP_SKELETON).toContain('aria-busy="true"');
    expect(APP_SKELETON).toMatch(/role="status">Loading…</);
    expect(APP_SKELETON).toMatch(/@media \(prefers-reduced-motion:no-preference\)\{[^}]*animation/);
  });
});
