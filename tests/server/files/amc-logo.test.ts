import { describe, expect, it } from 'vitest';
import { amcLogoSvg, initialsOf } from '../../../server/files/amc-logo';

describe('initialsOf', () => {
  it.each([
    ['Aditya Birla Sun Life Mutual Fund', 'AB'],
    ['Quant Mutual Fund', 'Q'],
    ['HDFC Asset Management Company', 'H'],
    ['Mutual Fund', 'MF'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('amcLogoSvg', () => {
  it('draws the initials on the brand colour with readable contrast', () => {
    const dark = amcLogoSvg({ name: 'Navy Fund House', colour: '#102a43' });
    expect(dark).toContain('fill="#102a43"');
    expect(dark).toContain('fill="#ffffff"');
    expect(dark).toContain('>NH</text>');
    const light = amcLogoSvg({ name: 'Lemon Fund House', colour: '#ffe066' });
    expect(light).toContain('fill="#1a1b1e"');
  });

  it('escapes the name and refuses a colour that is not a hex colour', () => {
    const svg = amcLogoSvg({ name: 'A&B <Funds>', colour: 'red" onload="x' });
    expect(svg).toContain('<title id="t">A&amp;B &lt;Funds&gt;</title>');
    expect(svg).not.toContain('onload');
  });
});
