import { type MantineColor, Text, type TextProps } from '@mantine/core';
import { type RiskTone, riskTone } from '../../../../domain/risk';
import { NOT_AVAILABLE } from '../messages';

/** Darker shades so coloured risk text keeps a 4.5:1 contrast on white. */
const riskColours: Record<RiskTone, MantineColor> = {
  danger: 'red.8',
  success: 'green.9',
  warning: 'orange.9',
};

export function riskColour(riskometer: string | null | undefined): MantineColor {
  return riskColours[riskTone(riskometer)];
}

export function RiskText({ riskometer, ...props }: { riskometer: string | null | undefined } & TextProps) {
  return (
    <Text fw={600} c={riskColour(riskometer)} {...props}>
      {riskometer || NOT_AVAILABLE}
    </Text>
  );
}
