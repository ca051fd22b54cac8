// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withPhoneViewport } from '../../support/viewport';
import { message } from './fixtures';
import { renderSandbox } from './harness';

const fake = await vi.hoisted(async () => (await import('./fake-sandbox')).createFakeSandbox());
const { answerPageReads, ok, serverError } = await import('./fake-sandbox');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, sandboxApi: { GET: fake.GET, POST: fake.POST, PUT: fake.PUT } };
});

const WARNING = 'This wipes every account, order and message and restores the seed.';
const resetPanel = () => screen.getByRole('region', { name: 'Reset' });
const investorsPanel = () => screen.getByRole('region', { name: 'Demo investors' });

beforeEach(async () => {
  fake.reset();
  await answerPageReads(fake);
  fake.on('POST', '/reset', () => ok({ status: 'reset', seededAt: '2024-07-01T04:35:00.000Z' }));
});

describe('sandbox reset', () => {
  it('asks first, and Cancel leaves everything as it was', async () => {
    const { user } = await renderSandbox();
    await user.click(within(resetPanel()).getByRole('button', { name: 'Reset sandbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the sandbox?' });
    expect(within(dialog).getByText(WARNING)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls('POST', '/reset')).toHaveLength(0);
  });

  it('resets on confirmation, says so, and reads everything again', async () => {
    let messages = [message({ subject: 'Before the reset' })];
    fake.on('GET', '/inbox', () => ok({ messages }));
    fake.on('POST', '/reset', () => {
      messages = [];
      return ok({ status: 'reset', seededAt: '2024-07-01T04:35:00.000Z' });
    });
    const { user } = await renderSandbox('/sandbox?to=new.investor@example.com');
    await screen.findByRole('article', { name: 'Before the reset' });
    const clockReads = fake.calls('GET', '/clock').length;
    const investorReads = fake.calls('GET', '/investors').length;

    await user.click(within(resetPanel()).getByRole('button', { name: 'Reset sandbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the sandbox?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await within(resetPanel()).findByRole('status')).toHaveTextContent(
      'The sandbox was reset; the seed was restored at Mon, 01 Jul 2024, 10:05:00 IST.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // Declared JSON though bodiless: the server refuses what a cross-site form could send.
    expect(fake.calls('POST', '/reset')).toEqual([{ headers: { 'Content-Type': 'application/json' } }]);
    expect(screen.queryByRole('article', { name: 'Before the reset' })).toBeNull();
    expect(screen.getByText('Nothing has been sent to new.investor@example.com yet.')).toBeVisible();
    expect(fake.calls('GET', '/clock').length).toBeGreaterThan(clockReads);
    expect(fake.calls('GET', '/investors').length).toBeGreaterThan(investorReads);
  });

  it("keeps the dialog open with the server's message when the reset fails", async () => {
    fake.on('POST', '/reset', () => serverError('Seed file is missing'));
    const { user } = await renderSandbox();
    await user.click(within(resetPanel()).getByRole('button', { name: 'Reset sandbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the sandbox?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The sandbox was not reset.');
    expect(alert).toHaveTextContent('Seed file is missing');
    expect(within(resetPanel()).queryByRole('status')).toBeNull();
  });
});

describe('sandbox demo investors', () => {
  it('lists each investor with e-mail, password, phone, status and what it is for', async () => {
    await renderSandbox();
    const table = await within(investorsPanel()).findByRole('table', { name: 'Demo investors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [fresh, verified] = rows as [HTMLElement, HTMLElement];
    expect(within(fresh).getByText('Just signed up: phone confirmed, onboarding not started.')).toBeVisible();
    expect(within(fresh).getByText('new.investor@example.com')).toBeVisible();
    expect(within(fresh).getByText('Sandbox@123')).toBeVisible();
    expect(within(fresh).getByText('+919876500001')).toBeVisible();
    expect(within(fresh).getByText('USER_CREATED')).toBeVisible();
    expect(within(verified).getByText('verified.investor@example.com')).toBeVisible();
    expect(within(verified).getByText('Verified@456')).toBeVisible();
    expect(within(verified).getByText('VERIFIED')).toBeVisible();
  });

  it('copies each credential', async () => {
    const { user } = await renderSandbox();
    const panel = investorsPanel();
    await within(panel).findByRole('table');

    await user.click(within(panel).getByRole('button', { name: 'Copy password of verified.investor@example.com' }));
    expect(await navigator.clipboard.readText()).toBe('Verified@456');
    await user.click(within(panel).getByRole('button', { name: 'Copy e-mail verified.investor@example.com' }));
    expect(await navigator.clipboard.readText()).toBe('verified.investor@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Copy phone of new.investor@example.com' }));
    expect(await navigator.clipboard.readText()).toBe('+919876500001');
    expect(within(panel).getAllByRole('button', { name: 'Copied' }).length).toBeGreaterThan(0);
  });

  it("opens an investor's inbox and moves focus there", async () => {
    fake.on('GET', '/inbox', ({ params }) =>
      ok({ messages: [message({ to: String(params?.query?.to), subject: 'Welcome aboard' })] }),
    );
    const { user, router } = await renderSandbox();
    await within(investorsPanel()).findByRole('table');
    await user.click(
      within(investorsPanel()).getByRole('button', { name: 'Show inbox of verified.investor@example.com' }),
    );

    expect(await screen.findByRole('article', { name: 'Welcome aboard' })).toBeVisible();
    expect(fake.calls('GET', '/inbox')[0]?.params?.query).toEqual({ to: 'verified.investor@example.com' });
    expect(router.state.location.search).toEqual({ to: 'verified.investor@example.com' });
    expect(screen.getByRole('textbox', { name: 'E-mail or phone' })).toHaveValue('verified.investor@example.com');
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toHaveFocus();
  });

  it("shows the server's message when the list cannot be read", async () => {
    fake.on('GET', '/investors', () => serverError('User pool is not running'));
    await renderSandbox();
    const alert = await within(investorsPanel()).findByRole('alert');
    expect(alert).toHaveTextContent('The demo investors could not be loaded.');
    expect(alert).toHaveTextContent('User pool is not running');
  });
});

describe('sandbox demo investors on a phone (390 px)', () => {
  withPhoneViewport();

  it('lists one card per investor, each with its status in full, credentials and inbox', async () => {
    await renderSandbox();
    const list = await within(investorsPanel()).findByRole('list', { name: 'Demo investors' });
    expect(within(investorsPanel()).queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'new.investor@example.com',
      'verified.investor@example.com',
    ]);
    const fresh = cards[0] as HTMLElement;
    expect(within(fresh).getByText('Just signed up: phone confirmed, onboarding not started.')).toBeVisible();
    expect(within(fresh).getByText('USER_CREATED')).toBeVisible();
    expect(
      within(fresh)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['E-mail', 'Password', 'Phone']);
    expect(within(fresh).getByText('Sandbox@123')).toBeVisible();
    expect(within(fresh).getByRole('button', { name: 'Copy phone of new.investor@example.com' })).toBeVisible();
    expect(within(fresh).getByRole('button', { name: 'Show inbox of new.investor@example.com' })).toBeVisible();
  });
});
