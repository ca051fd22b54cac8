// @vitest-environment happy-dom
/**
 * One way to validate (issue 27 item 5), on the screens: the Switch, STP and SWP wizards, given
 * the bad inputs the API test sends the server (tests/support/outflow-refusals.ts), show the
 * message the domain schema gives for that input and the folio on screen, where it belongs:
 * under the amount or the instalments, or in the alert of Next's checks.
 */
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  folioChoice,
  stpPlanSchema,
  switchAmountSchema,
  swpPlanSchema,
  type WizardHolding,
} from '../../../domain/transfer-wizards';
import { fieldErrors, firstError } from '../../../domain/validate';
import { stpMachine } from '../../../machines/stp.machine';
import { switchMachine } from '../../../machines/switch.machine';
import { swpMachine } from '../../../machines/swp.machine';
import { StpWizard } from '../../../src/features/transfers/stp-wizard';
import { SwitchWizard } from '../../../src/features/transfers/switch-wizard';
import { SwpWizard } from '../../../src/features/transfers/swp-wizard';
import { createDeferredActors } from '../../support/model';
import {
  BAD_STPS,
  BAD_SWITCH_AMOUNTS,
  BAD_SWPS,
  type PlanInput,
  STP_OPTION,
  SWITCH_LIMITS,
  SWP_RULES,
  startDateOf,
} from '../../support/outflow-refusals';
import {
  button,
  childActors,
  chooseOption,
  EMAIL,
  holding,
  main,
  renderWizard,
  retype,
  TODAY,
  typeStartDate,
} from './harness';

/** One folio worth ₹20,000, under the switch limits the API test sets. */
const SOURCE: WizardHolding = { ...holding('111/1', '20000.00'), ...SWITCH_LIMITS };
const FOLIO_AMOUNT = folioChoice(SOURCE).amount ?? '0';

const amountField = () => main().getByRole('textbox', { name: 'Amount (₹)' });
const instalmentsField = () => main().getByRole('textbox', { name: 'No of Installment' });

/** Where the Amount step shows a message of its schema: the field it names, or Next's alert. */
function expectShown(key: string, message: string) {
  if (key === 'amount') expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(message));
  else if (key === 'instalments')
    expect(instalmentsField()).toHaveAccessibleDescription(expect.stringContaining(message));
  else expect(main().getByRole('alert')).toHaveTextContent(message);
}

/** The one message a case gives: each breaks one rule and no other. */
function onlyMessage(errors: Record<string, string>): [string, string] {
  const entries = Object.entries(errors);
  expect(entries).toHaveLength(1);
  return entries[0] as [string, string];
}

/** Next pressed once on the empty step (every message due), then the plan typed and Next again. */
async function typePlan(sut: Awaited<ReturnType<typeof renderWizard>>, plan: PlanInput) {
  await sut.user.click(button('Next'));
  await typeStartDate(sut.user, format(startDateOf(plan, TODAY), 'dd/MM/yyyy'));
  await retype(sut.user, amountField(), plan.amount);
  await retype(sut.user, instalmentsField(), plan.instalments);
  // 001 §5: Next is disabled while the total is exceeded; the message shows all the same.
  if (button('Next').hasAttribute('disabled')) return;
  await sut.user.click(button('Next'));
}

describe('the wizards show the domain schema’s message for the inputs the API refuses', () => {
  it.each(BAD_SWITCH_AMOUNTS)('Switch: %s', async (_name, amount) => {
    const own = createDeferredActors(switchMachine, ['placeSwitch']);
    const children = childActors();
    const sut = await renderWizard('/switch', () => (
      <SwitchWizard
        holdings={[SOURCE]}
        email={EMAIL}
        createActors={() => ({ ...own.actors, ...children.actors }) as never}
      />
    ));
    await sut.user.click(button('Next'));
    await retype(sut.user, amountField(), amount);
    await sut.user.click(button('Next'));
    const message = firstError(switchAmountSchema(SOURCE, FOLIO_AMOUNT), amount);
    expect(message).not.toBeNull();
    expectShown('amount', message ?? '');
  });

  it.each(BAD_STPS)('STP: %s', async (_name, plan) => {
    const own = createDeferredActors(stpMachine, ['placeStp']);
    const children = childActors();
    const sut = await renderWizard('/stp', () => (
      <StpWizard
        holdings={[SOURCE]}
        options={[STP_OPTION]}
        email={EMAIL}
        today={TODAY}
        createActors={() => ({ ...own.actors, ...children.actors }) as never}
      />
    ));
    await sut.user.click(button('Next'));
    await chooseOption(sut.user, 'Frequency', 'Monthly');
    await typePlan(sut, plan);
    const schema = stpPlanSchema({ options: [STP_OPTION], folioAmount: FOLIO_AMOUNT, today: TODAY });
    const startDate = startDateOf(plan, TODAY);
    expectShown(...onlyMessage(fieldErrors(schema, { ...plan, frequency: 'MONTHLY', startDate })));
  });

  it.each(BAD_SWPS)('SWP: %s', async (_name, plan) => {
    const own = createDeferredActors(swpMachine, ['placeSwp']);
    const children = childActors();
    const sut = await renderWizard('/swp', () => (
      <SwpWizard
        holdings={[SOURCE]}
        rules={SWP_RULES}
        email={EMAIL}
        today={TODAY}
        createActors={() => ({ ...own.actors, ...children.actors }) as never}
      />
    ));
    await sut.user.click(button('Next'));
    await typePlan(sut, plan);
    const schema = swpPlanSchema({ rules: SWP_RULES, folioAmount: FOLIO_AMOUNT, today: TODAY });
    expectShown(...onlyMessage(fieldErrors(schema, { ...plan, startDate: startDateOf(plan, TODAY) })));
  });
});
