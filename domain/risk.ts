/**
 * Riskometer colouring (000 §9): high risk reads as danger, low as success, the
 * classes between as warning. 'Very high' is a high-risk class, so it is danger
 * too; 'moderately high' sits between and stays a warning.
 */

export const RISK_CLASSES = [
  'low',
  'low to moderate',
  'moderate',
  'moderately high',
  'high',
  'very high',
  'not applicable',
] as const;

type RiskClass = (typeof RISK_CLASSES)[number];
export type RiskTone = 'danger' | 'success' | 'warning';

/** Normalises spacing and case ("Moderately  High" → "moderately high"); null when not a known class. */
export function riskClass(riskometer: string | null | undefined): RiskClass | null {
  if (!riskometer) return null;
  const normal = riskometer.trim().toLowerCase().replace(/\s+/g, ' ');
  return (RISK_CLASSES as readonly string[]).includes(normal) ? (normal as RiskClass) : null;
}

export function riskTone(riskometer: string | null | undefined): RiskTone {
  const cls = riskClass(riskometer);
  if (cls === 'high' || cls === 'very high') return 'danger';
  if (cls === 'low') return 'success';
  return 'warning';
}
