import { describe, expect, it } from 'vitest';
import { redemptionSpecTable } from '../../../machines/redemption.spec-table';
import { specSections, specSectionsText } from '../../../src/features/flows/spec-sections';

const row = (section: string) => ['a', 'e', 'b', section, 'says'] as const;

describe('the spec sections a table cites', () => {
  it('lists each document once with its sections in the spec order, a document number applying to those after it', () => {
    const sections = specSections({
      rows: [
        row('001 §8, 000 §4.2, §8'),
        row('000 §4.3; 001 §2.10'),
        row('001 §2.9, §4.2'),
        row('000 §9 Flow OTP'),
        row('beyond spec'),
        row('beyond spec'),
      ],
    });
    expect(specSectionsText(sections)).toBe('000 §4.2, §4.3, §8, §9 · 001 §2.9, §2.10, §4.2, §8');
    expect(sections.beyondSpec).toBe(2);
  });

  it('reads a real table: the redemption flow answers to 001 §4.3, §5, §7, §8', () => {
    const sections = specSections(redemptionSpecTable);
    expect(specSectionsText(sections)).toBe('001 §4.3, §5, §7, §8');
    expect(sections.beyondSpec).toBeGreaterThan(0);
  });

  it('is empty for a table that cites nothing', () => {
    expect(specSectionsText(specSections({ rows: [row('beyond spec')] }))).toBe('');
  });
});
