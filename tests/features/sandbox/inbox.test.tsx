// @vitest-environment happy-dom
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_REFRESH_MS } from '../../../src/api/sandbox';
import { message } from './fixtures';
import { renderSandbox } from './harness';

const fake = await vi.hoisted(async () => (await import('./fake-sandbox')).createFakeSandbox());
const { answerPageReads, ok, serverError } = await import('./fake-sandbox');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, sandboxApi: { GET: fake.GET, POST: fake.POST, PUT: fake.PUT } };
});

const inbox = () => screen.getByRole('region', { name: 'Inbox' });
const addressField = () => within(inbox()).getByRole('textbox', { name: 'E-mail or phone' });
const messageTitles = () =>
  within(inbox())
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

beforeEach(async () => {
  fake.reset();
  await answerPageReads(fake);
});

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('sandbox inbox', () => {
  it('shows the messages of an address newest first, as the server sent them, with channel, recipient and sandbox time', async () => {
    fake.on('GET', '/inbox', () =>
      ok({
        messages: [
          message({ subject: 'Your verification code', sentAt: '2024-07-01T04:31:00.000Z' }),
          message({ channel: 'sms', to: '+919876500001', subject: '', body: 'Sanchay: 123456 is your code' }),
          message({ subject: 'Welcome to Sanchay', sentAt: '2024-06-30T18:30:00.000Z' }),
        ],
      }),
    );
    const { user, router } = await renderSandbox();
    expect(within(inbox()).getByText(/read the e-mails and SMS the sandbox sent/)).toBeVisible();
    expect(fake.calls('GET', '/inbox')).toHaveLength(0);

    await user.type(addressField(), 'New.Investor@example.com');
    await user.click(within(inbox()).getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(messageTitles()).toEqual(['Your verification code', 'SMS', 'Welcome to Sanchay']));
    expect(fake.calls('GET', '/inbox')[0]?.params?.query).toEqual({ to: 'New.Investor@example.com' });
    expect(router.state.location.search).toEqual({ to: 'New.Investor@example.com' });
    expect(within(inbox()).getByText('3 messages, newest first')).toBeVisible();

    const first = within(inbox()).getByRole('article', { name: 'Your verification code' });
    expect(within(first).getByText('E-mail')).toBeVisible();
    expect(first).toHaveTextContent('To: new.investor@example.com');
    expect(first).toHaveTextContent('Sent: Mon, 01 Jul 2024, 10:01:00 IST (sandbox time)');
    const sms = within(inbox()).getByRole('article', { name: 'SMS' });
    expect(within(sms).getByText('SMS', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(sms).toHaveTextContent('To: +919876500001');
    expect(sms).toHaveTextContent('Sanchay: 123456 is your code');
    const last = within(inbox()).getByRole('article', { name: 'Welcome to Sanchay' });
    expect(last).toHaveTextContent('Sent: Mon, 01 Jul 2024, 00:00:00 IST');
  });

  it('shows a one-time code large, with a button that copies it', async () => {
    fake.on('GET', '/inbox', () =>
      ok({ messages: [message({ subject: 'Your verification code', body: 'Use 482913 to verify.', code: '482913' })] }),
    );
    const { user } = await renderSandbox('/sandbox?to=9876500001');
    const card = await within(inbox()).findByRole('article', { name: 'Your verification code' });
    expect(within(card).getByText('Code')).toBeVisible();
    const code = within(card).getByText('482913');
    expect(code.style.fontSize).toContain('2rem'); // 32px, twice the body text
    expect(code.style.fontFamily).toContain('monospace');
    expect(addressField()).toHaveValue('9876500001');

    await user.click(within(card).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('482913');
    expect(within(card).getByRole('button', { name: 'Copied' })).toBeVisible();
  });

  it('explains an address it cannot search and asks nothing', async () => {
    const { user } = await renderSandbox();
    await user.type(addressField(), 'not-an-address');
    await user.click(within(inbox()).getByRole('button', { name: 'Show' }));
    expect(addressField()).toBeInvalid();
    expect(addressField()).toHaveAccessibleDescription(
      expect.stringContaining('Enter an e-mail address, or a phone number as 10 digits or with +91.'),
    );
    expect(fake.calls('GET', '/inbox')).toHaveLength(0);
    await user.clear(addressField());
    await user.type(addressField(), '+91 98765 00001');
    await user.click(within(inbox()).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(fake.calls('GET', '/inbox')).toHaveLength(1));
    expect(fake.calls('GET', '/inbox')[0]?.params?.query).toEqual({ to: '+919876500001' });
  });

  it('says so when nothing was sent, and Refresh asks again', async () => {
    let messages = [] as ReturnType<typeof message>[];
    fake.on('GET', '/inbox', () => ok({ messages }));
    const { user } = await renderSandbox('/sandbox?to=late@example.com');
    expect(await within(inbox()).findByText('Nothing has been sent to late@example.com yet.')).toBeVisible();

    messages = [message({ subject: 'Arrived later' })];
    await user.click(within(inbox()).getByRole('button', { name: 'Refresh' }));
    expect(await within(inbox()).findByRole('article', { name: 'Arrived later' })).toBeVisible();
    expect(fake.calls('GET', '/inbox')).toHaveLength(2);
  });

  it('refreshes by itself every 5 seconds, and not while the tab is hidden', async () => {
    vi.useFakeTimers();
    let messages = [] as ReturnType<typeof message>[];
    fake.on('GET', '/inbox', () => ok({ messages }));
    await renderSandbox('/sandbox?to=poll@example.com');
    expect(within(inbox()).getByText('Nothing has been sent to poll@example.com yet.')).toBeVisible();
    const asked = fake.calls('GET', '/inbox').length;

    messages = [message({ subject: 'Your code' })];
    // Not a millisecond before the 5 s, then exactly at them.
    await act(() => vi.advanceTimersByTimeAsync(INBOX_REFRESH_MS - 1));
    expect(fake.calls('GET', '/inbox')).toHaveLength(asked);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fake.calls('GET', '/inbox')).toHaveLength(asked + 1);
    // TanStack Query hands the answer to the page in a zero-delay timer; one set while the clock
    // is ticking runs a millisecond later on the fake clock.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(inbox()).getByRole('article', { name: 'Your code' })).toBeVisible();

    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(fake.calls('GET', '/inbox')).toHaveLength(asked + 1);
  });

  it("shows the server's message when the inbox cannot be read, and Retry asks again", async () => {
    fake.on('GET', '/inbox', () => serverError('Outbox table is locked'));
    const { user } = await renderSandbox('/sandbox?to=a@example.com');
    const alert = await within(inbox()).findByRole('alert');
    expect(alert).toHaveTextContent('The inbox could not be loaded.');
    expect(alert).toHaveTextContent('Outbox table is locked');

    fake.on('GET', '/inbox', () => ok({ messages: [message({ subject: 'Back again' })] }));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(inbox()).findByRole('article', { name: 'Back again' })).toBeVisible();
  });
});
