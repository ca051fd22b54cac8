/**
 * 000 §2.3: the explorer's options ("gdos") are locked — only the option whose
 * name contains 'growth' can be chosen, and it is chosen for the user.
 */

interface OptionChoice {
  value: string;
  disabled: boolean;
}

export function isGrowthOption(option: string): boolean {
  return option.toLowerCase().includes('growth');
}

/** Every option the fund house offers, in the order given, with all but growth disabled. */
export function optionChoices(options: readonly string[]): OptionChoice[] {
  return options.map((value) => ({ value, disabled: !isGrowthOption(value) }));
}

/** The option chosen automatically: the first growth option, or null when there is none. */
export function autoSelectedOption(options: readonly string[]): string | null {
  return options.find(isGrowthOption) ?? null;
}
