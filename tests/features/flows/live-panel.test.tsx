// @vitest-environment happy-dom
/**
 * `?flows` in development: the live panel follows every running machine actor the inspector
 * reports, highlighting the states it is in, and forgets it once stopped.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { signInMachine } from '../../../machines/sign-in.machine';
import { observeLiveActor, resetLiveActors } from '../../../src/features/flows/live-actors';
import { LiveFlowsPanel } from '../../../src/features/flows/live-panel';

vi.mock('../../../src/features/flows/elk-engine', async () => {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  return { getElk: () => elk };
});

afterEach(() => resetLiveActors());

describe('the live flows panel', () => {
  it('shows each running actor on its diagram, the current state highlighted, until it stops', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <LiveFlowsPanel />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Live flows (0)' })).toBeVisible();

    const actor = createActor(signInMachine, { inspect: observeLiveActor });
    act(() => {
      actor.start();
    });
    expect(screen.getByRole('button', { name: 'Live flows (1)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Live flows (1)' }));
    const drawer = screen.getByRole('dialog', { name: 'Live flows' });
    expect(within(drawer).getByRole('combobox', { name: 'Running actor' })).toHaveDisplayValue(/^signIn/);
    expect(within(drawer).getByText('Now in: editing')).toBeVisible();
    const diagram = await within(drawer).findByRole('img', { name: 'Diagram of signIn, live' });
    await waitFor(() => expect(diagram.querySelector('[data-state="editing"]')).toHaveAttribute('data-highlighted'));
    expect(diagram.querySelectorAll('[data-highlighted]')).toHaveLength(1);

    act(() => actor.stop());
    expect(screen.getByRole('button', { name: 'Live flows (0)' })).toBeVisible();
    expect(within(drawer).getByText('No machine is running.')).toBeVisible();
  });
});
