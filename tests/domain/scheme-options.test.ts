import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoSelectedOption, isGrowthOption, optionChoices } from '../../domain/scheme-options';

describe('scheme options', () => {
  it('recognises growth in any case', () => {
    expect(isGrowthOption('Growth')).toBe(true);
    expect(isGrowthOption('Direct GROWTH plan')).toBe(true);
    expect(isGrowthOption('IDCW Payout')).toBe(false);
  });

  it('enables only growth options and keeps the order', () => {
    expect(optionChoices(['IDCW Payout', 'Growth', 'IDCW Reinvestment'])).toEqual([
      { value: 'IDCW Payout', disabled: true },
      { value: 'Growth', disabled: false },
      { value: 'IDCW Reinvestment', disabled: true },
    ]);
  });

  it('auto-selects the growth option, or nothing', () => {
    expect(autoSelectedOption(['IDCW Payout', 'Growth'])).toBe('Growth');
    expect(autoSelectedOption(['IDCW Payout', 'IDCW Reinvestment'])).toBeNull();
    expect(autoSelectedOption([])).toBeNull();
  });

  it('the auto-selected option is always an enabled choice', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Growth', 'IDCW Payout', 'IDCW Reinvestment', 'Bonus')), (options) => {
        const chosen = autoSelectedOption(options);
        const enabled = optionChoices(options).filter((choice) => !choice.disabled);
        if (chosen === null) expect(enabled).toEqual([]);
        else expect(enabled.map((choice) => choice.value)).toContain(chosen);
      }),
    );
  });
});
