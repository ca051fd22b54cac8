/** Which Chromium the prerendering and the journeys drive (scripts/chromium.ts). */
import { describe, expect, it } from 'vitest';
import { CHROMIUM, chromiumPath, HEADLESS_SHELL } from '../../scripts/chromium';

describe('chromiumPath', () => {
  it('is CHROMIUM_PATH whenever it is set', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
  });

  it("is Debian's headless shell when it is installed, else Debian's chromium", () => {
    expect(chromiumPath({}, (path) => path === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
    expect(chromiumPath({}, () => false)).toBe(CHROMIUM);
    expect(chromiumPath({ CHROMIUM_PATH: '' }, () => false)).toBe(CHROMIUM);
  });
});
