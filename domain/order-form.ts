/**
 * The order modal's form (000 §2.6, §5) as one schema: the amount within the limits of the
 * order type; a SIP also needs a start day 1–28, the consent tick and, when chosen, a yearly
 * step-up that keeps its rules (beyond the spec, issue 15). The order machine shows its messages;
 * the server checks the amount and the step-up it receives with the same schemas.
 */
import * as v from 'valibot';
import { type AmountScheme, amountLimits, amountSchema, sipMaximum, sipMultiplier } from './order-amount';
import { type StepUpChoice, type StepUpLimits, stepUpSchema } from './plans/step-up';
import { consentSchema, sipDaySchema } from './sip-dates';

/** The form's values as the modal holds them: digits as typed. */
export interface OrderFormValues {
  amount: string;
  sipDay: number | null;
  consent: boolean;
  stepUp: StepUpChoice;
}

/** A SIP's step-up limits: the scheme's SIP maximum and multiplier. */
function stepUpLimits(scheme: AmountScheme): StepUpLimits {
  return { max: sipMaximum(scheme), multiplier: sipMultiplier(scheme) };
}

/** Keyed `amount`, `sipDay`, `consent`, `stepUp.value` and `stepUp.cap`. */
export function orderFormSchema(scheme: AmountScheme, type: 'LUMP_SUM' | 'SIP') {
  const amount = amountSchema(amountLimits(scheme, type));
  if (type === 'LUMP_SUM') return v.object({ amount });
  return v.lazy((input: unknown) => {
    const values = (input ?? {}) as Partial<OrderFormValues>;
    return v.object({
      amount,
      sipDay: sipDaySchema,
      consent: consentSchema,
      stepUp: values.stepUp?.enabled ? stepUpSchema(values.amount ?? '', stepUpLimits(scheme)) : v.unknown(),
    });
  });
}
