// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_NOW, clock } from './fixtures';
import { renderSandbox } from './harness';

const fake = await vi.hoisted(async () => (await import('./fake-sandbox')).createFakeSandbox());
const { answerPageReads, badRequest, ok } = await import('./fake-sandbox');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, sandboxApi: { GET: fake.GET, POST: fake.POST, PUT: fake.PUT } };
});

const clockPanel = () => screen.getByRole('region', { name: 'Clock' });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The clock server: advances and moves forward from CLOCK_NOW, refuses anything not ahead. */
function answerClockMoves() {
  let now = Date.parse(CLOCK_NOW);
  let offsetMs = 0;
  const current = () => clock({ now: new Date(now).toISOString(), offsetMs });
  fake.on('GET', '/clock', () => ok(current()));
  fake.on('POST', '/clock', ({ body }) => {
    const move = body as { advance?: { days?: number; hours?: number }; to?: string };
    const target = move.to
      ? Date.parse(move.to)
      : now + (move.advance?.days ?? 0) * DAY + (move.advance?.hours ?? 0) * HOUR;
    if (target <= now) {
      return badRequest('Request is not valid', [
        { field: 'body.to', message: `must be later than the current sandbox time ${new Date(now).toISOString()}` },
      ]);
    }
    offsetMs += target - now;
    now = target;
    return ok(current());
  });
}

beforeEach(async () => {
  fake.reset();
  await answerPageReads(fake);
  answerClockMoves();
});

describe('sandbox clock', () => {
  it('after a move whose work is not done (503), says why and shows the time it moved to', async () => {
    const { user } = await renderSandbox();
    const panel = clockPanel();
    await within(panel).findByText('None: the sandbox runs on real time');
    const message =
      'The sandbox clock moved to 2024-07-02T04:30:00.000Z. Work it made due is not done: allot-order 4 (waiting); none of it finished in 60 s.';
    fake.on('POST', '/clock', () => {
      // The clock did move; only its work is left.
      fake.on('GET', '/clock', () => ok(clock({ now: '2024-07-02T04:30:00.000Z', offsetMs: DAY })));
      return { status: 503, body: { code: 'WORK_PENDING', message } };
    });
    await user.click(within(panel).getByRole('button', { name: '+1 day' }));
    expect(await within(panel).findByText(message, { exact: false })).toBeVisible();
    expect(await within(panel).findByText(/^Tue, 02 Jul 2024, 10:00:\d\d IST$/)).toBeVisible();
  });

  it('shows the sandbox time in Asia/Kolkata and UTC, and how far it runs ahead', async () => {
    fake.on('GET', '/clock', () => ok(clock({ offsetMs: 2 * DAY + 3 * HOUR + 5 * 60_000 })));
    await renderSandbox();
    const panel = clockPanel();
    expect(await within(panel).findByText(/^Mon, 01 Jul 2024, 10:00:\d\d IST$/)).toBeVisible();
    expect(within(panel).getByText(/^Mon, 01 Jul 2024, 04:30:\d\d UTC$/)).toBeVisible();
    expect(within(panel).getByText('2 days 3 hours 5 minutes ahead of real time')).toBeVisible();
  });

  it('advances by an hour, a day and seven days, and every other read is asked again', async () => {
    const { user } = await renderSandbox();
    const panel = clockPanel();
    await within(panel).findByText('None: the sandbox runs on real time');
    const partnerReads = fake.calls('GET', '/partners').length;

    await user.click(within(panel).getByRole('button', { name: '+1 hour' }));
    expect(await within(panel).findByText(/^Mon, 01 Jul 2024, 11:00:\d\d IST$/)).toBeVisible();
    expect(within(panel).getByText('1 hour ahead of real time')).toBeVisible();
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'The sandbox time is now Mon, 01 Jul 2024, 11:00:00 IST.',
    );

    await user.click(within(panel).getByRole('button', { name: '+1 day' }));
    expect(await within(panel).findByText(/^Tue, 02 Jul 2024, 11:00:\d\d IST$/)).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: '+7 days' }));
    expect(await within(panel).findByText(/^Tue, 09 Jul 2024, 11:00:\d\d IST$/)).toBeVisible();
    expect(within(panel).getByText('8 days 1 hour ahead of real time')).toBeVisible();

    expect(fake.calls('POST', '/clock').map((call) => call.body)).toEqual([
      { advance: { hours: 1 } },
      { advance: { days: 1 } },
      { advance: { days: 7 } },
    ]);
    // Moving time changes what the server answers everywhere (NAVs, NFOs, orders).
    await waitFor(() => expect(fake.calls('GET', '/partners').length).toBeGreaterThanOrEqual(partnerReads + 3));
  });

  it('moves to a date and time typed day first (dd/mm/yyyy hh:mm, as the app shows dates), read as India time', async () => {
    const { user } = await renderSandbox();
    const panel = clockPanel();
    await within(panel).findByText(/IST$/);
    const field = within(panel).getByLabelText('Move to (Asia/Kolkata time)');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy hh:mm');
    fireEvent.change(field, { target: { value: '05/07/2024 09:15' } });
    // 05/07 is the 5th of July, not the 7th of May.
    await user.click(within(panel).getByRole('button', { name: 'Move clock' }));

    expect(await within(panel).findByText(/^Fri, 05 Jul 2024, 09:15:\d\d IST$/)).toBeVisible();
    expect(fake.calls('POST', '/clock').at(-1)?.body).toEqual({ to: '2024-07-05T03:45:00.000Z' });
  });

  it("shows the server's message when the time is not ahead of the sandbox clock", async () => {
    const { user } = await renderSandbox();
    const panel = clockPanel();
    await within(panel).findByText(/IST$/);
    fireEvent.change(within(panel).getByLabelText('Move to (Asia/Kolkata time)'), {
      target: { value: '30/06/2024 12:00' },
    });
    await user.click(within(panel).getByRole('button', { name: 'Move clock' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The clock was not moved.');
    expect(alert).toHaveTextContent(
      'Request is not valid: body.to must be later than the current sandbox time 2024-07-01T04:30:00.000Z',
    );
    expect(within(panel).getByText(/^Mon, 01 Jul 2024, 10:00:\d\d IST$/)).toBeVisible();
  });

  it('asks for a date and time before moving', async () => {
    const { user } = await renderSandbox();
    const panel = clockPanel();
    await within(panel).findByText(/IST$/);
    await user.click(within(panel).getByRole('button', { name: 'Move clock' }));
    expect(within(panel).getByLabelText('Move to (Asia/Kolkata time)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a date and time.'),
    );
    expect(fake.calls('POST', '/clock')).toHaveLength(0);
  });
});
