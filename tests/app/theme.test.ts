import { DEFAULT_THEME, type MantineTheme, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';

const merged: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** The hex a Mantine colour variable stands for (`var(--mantine-color-red-9)`, `…-red-filled`), or an rgba() value. */
function hexOf(value: string): string {
  const rgba = /^rgba\((\d+), (\d+), (\d+), 1\)$/.exec(value);
  if (rgba)
    return `#${rgba
      .slice(1)
      .map((channel) => Number(channel).toString(16).padStart(2, '0'))
      .join('')}`;
  const [, color, shade] = /^var\(--mantine-color-([a-zA-Z]+)-(\d|filled|filled-hover)\)$/.exec(value) ?? [];
  if (value === 'var(--mantine-color-white)') return merged.white;
  if (value === 'var(--mantine-color-black)') return merged.black;
  if (!color || !shade) throw new Error(`Not a palette colour: ${value}`);
  const primary = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;
  const index = shade === 'filled' ? primary : shade === 'filled-hover' ? primary + 1 : Number(shade);
  const hex = merged.colors[color]?.[index];
  if (!hex) throw new Error(`No shade ${index} of ${color}`);
  return hex;
}

function luminance(hex: string): number {
  // '#fff' (Mantine's white) as '#ffffff'.
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('filled buttons, badges and icons (WCAG 1.4.3)', () => {
  it.each(Object.keys(merged.colors))('%s: the text passes AA on the fill and on its hover', (color) => {
    const resolved = merged.variantColorResolver({ color, theme: merged, variant: 'filled' });
    const text = hexOf(resolved.color);
    expect(contrast(text, hexOf(resolved.background))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, hexOf(resolved.hover))).toBeGreaterThanOrEqual(4.5);
  });
});
