/**
 * Fund-house logos drawn from the brand colour and initials: the sandbox has no artwork to ship,
 * and a generated mark keeps every AMC recognisable in lists and on the details page.
 */

/** Words that say what kind of company it is rather than which one. */
const GENERIC_WORDS = new Set([
  'mutual',
  'fund',
  'funds',
  'asset',
  'management',
  'amc',
  'company',
  'limited',
  'ltd',
  'india',
  'investment',
  'investments',
  'the',
  'of',
  'and',
  '&',
]);

export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const distinctive = words.filter((w) => !GENERIC_WORDS.has(w.toLowerCase()));
  const source = distinctive.length > 0 ? distinctive : words;
  const initials = source
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return initials || '?';
}

/** Dark text on light colours, white on dark ones (WCAG relative luminance). */
function textColourOn(hex: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) return '#ffffff';
  const value = Number.parseInt(match[1] as string, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.4 ? '#1a1b1e' : '#ffffff';
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] as string,
  );

export function amcLogoSvg(amc: { name: string; colour: string }): string {
  const colour = /^#[0-9a-f]{6}$/i.test(amc.colour) ? amc.colour : '#495057';
  const initials = escapeXml(initialsOf(amc.name));
  const title = escapeXml(amc.name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-labelledby="t">',
    `<title id="t">${title}</title>`,
    `<rect width="96" height="96" rx="20" fill="${colour}"/>`,
    `<text x="48" y="50" fill="${textColourOn(colour)}" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" text-anchor="middle" dominant-baseline="central">${initials}</text>`,
    '</svg>',
  ].join('');
}
