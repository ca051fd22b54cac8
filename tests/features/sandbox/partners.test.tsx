// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerOutcome } from '../../../src/api/sandbox';
import { partners } from './fixtures';
import { renderSandbox } from './harness';

const fake = await vi.hoisted(async () => (await import('./fake-sandbox')).createFakeSandbox());
const { answerPageReads, ok, serverError } = await import('./fake-sandbox');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, sandboxApi: { GET: fake.GET, POST: fake.POST, PUT: fake.PUT } };
});

const partnersPanel = () => screen.getByRole('region', { name: 'Partner outcomes' });
const outcomeSelect = (partner: string) => within(partnersPanel()).getByRole('combobox', { name: partner });

async function choose(user: UserEvent, select: HTMLElement, outcome: string) {
  await user.click(select);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: outcome }));
}

/** The partner server: keeps what was set. */
function answerPartners() {
  const entries = partners();
  fake.on('GET', '/partners', () => ok(entries.map((entry) => ({ ...entry }))));
  fake.on('PUT', '/partners/{partner}', ({ params, body }) => {
    const entry = entries.find((candidate) => candidate.partner === params?.path?.partner) as PartnerOutcome;
    entry.outcome = (body as { outcome: string }).outcome;
    return ok({ ...entry });
  });
}

beforeEach(async () => {
  fake.reset();
  await answerPageReads(fake);
  answerPartners();
});

describe('sandbox partner outcomes', () => {
  it('offers a Select per partner with its allowed outcomes and its description as help', async () => {
    const { user } = await renderSandbox();
    const kyc = await within(partnersPanel()).findByRole('combobox', { name: 'kyc' });
    expect(kyc).toHaveValue('auto');
    expect(kyc).toHaveAccessibleDescription(
      'KYC registration agency: answers the PAN and date-of-birth check during onboarding.',
    );
    expect(outcomeSelect('payments')).toHaveValue('auto');

    await user.click(kyc);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'auto',
      'validated',
      'not-registered',
      'technical-issue',
    ]);
  });

  it('saves a new outcome with PUT and shows what the partner answers now', async () => {
    const { user } = await renderSandbox();
    await within(partnersPanel()).findByRole('combobox', { name: 'kyc' });
    await choose(user, outcomeSelect('kyc'), 'technical-issue');

    await waitFor(() =>
      expect(fake.calls('PUT', '/partners/{partner}')).toEqual([
        { params: { path: { partner: 'kyc' } }, body: { outcome: 'technical-issue' } },
      ]),
    );
    expect(await within(partnersPanel()).findByText('kyc now answers technical-issue.')).toBeVisible();
    expect(outcomeSelect('kyc')).toHaveValue('technical-issue');
    expect(outcomeSelect('payments')).toHaveValue('auto');
  });

  it("keeps the server's outcome and shows its message when a change is refused", async () => {
    fake.on('PUT', '/partners/{partner}', () => serverError('Partner table is read-only'));
    const { user } = await renderSandbox();
    await within(partnersPanel()).findByRole('combobox', { name: 'payments' });
    await choose(user, outcomeSelect('payments'), 'timeout');

    const alert = await within(partnersPanel()).findByRole('alert');
    expect(alert).toHaveTextContent('The outcome of payments was not changed.');
    expect(alert).toHaveTextContent('Partner table is read-only');
    expect(outcomeSelect('payments')).toHaveValue('auto');
  });

  it("shows the server's message when the outcomes cannot be read", async () => {
    fake.on('GET', '/partners', () => serverError('Database is closed'));
    await renderSandbox();
    const alert = await within(partnersPanel()).findByRole('alert');
    expect(alert).toHaveTextContent('The partner outcomes could not be loaded.');
    expect(alert).toHaveTextContent('Database is closed');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
