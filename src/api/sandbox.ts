/**
 * Sandbox controls (/sandbox, sandbox builds only): query options for what the tester reads
 * (inbox, clock, partner outcomes, demo investors) and mutation options for what they change.
 * Each mutation invalidates what its change can reach on the server, so every open screen
 * catches up without a reload.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '../../domain/contract/sandbox';
import { sandboxApi, unwrap } from './client';

type Schemas = components['schemas'];
export type InboxMessage = Schemas['InboxMessage'];
export type SandboxClock = Schemas['Clock'];
export type ClockMove = Schemas['ClockMove'];
export type PartnerOutcome = Schemas['PartnerOutcome'];
export type DemoInvestor = Schemas['DemoInvestor'];
export type PathCoverageSummary = Schemas['PathCoverageSummary'];
export type MachineCoverage = Schemas['MachineCoverage'];
export type MutationScore = Schemas['MutationReport'];

/** How often an open inbox asks for new messages (a code should appear within seconds). */
export const INBOX_REFRESH_MS = 5_000;

export const sandboxKeys = {
  all: ['sandbox'] as const,
  clock: () => [...sandboxKeys.all, 'clock'] as const,
  inboxes: () => [...sandboxKeys.all, 'inbox'] as const,
  inbox: (to: string) => [...sandboxKeys.inboxes(), to] as const,
  partners: () => [...sandboxKeys.all, 'partners'] as const,
  investors: () => [...sandboxKeys.all, 'investors'] as const,
  flows: () => [...sandboxKeys.all, 'flows'] as const,
};

export function sandboxClockQueryOptions() {
  return queryOptions({
    queryKey: sandboxKeys.clock(),
    queryFn: async ({ signal }) => unwrap(await sandboxApi.GET('/clock', { signal })),
    // Another tab or a Playwright run may move the clock; a visit always reads it afresh.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * Polls while a screen shows it. TanStack Query skips interval fetches while the document is
 * hidden (refetchIntervalInBackground stays false) and catches up when the tab is shown again.
 */
export function inboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: sandboxKeys.inbox(to),
    queryFn: async ({ signal }) => unwrap(await sandboxApi.GET('/inbox', { params: { query: { to } }, signal })),
    staleTime: 0,
    refetchInterval: INBOX_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function partnerOutcomesQueryOptions() {
  return queryOptions({
    queryKey: sandboxKeys.partners(),
    queryFn: async ({ signal }) => unwrap(await sandboxApi.GET('/partners', { signal })),
    staleTime: 0,
  });
}

export function demoInvestorsQueryOptions() {
  return queryOptions({
    queryKey: sandboxKeys.investors(),
    queryFn: async ({ signal }) => unwrap(await sandboxApi.GET('/investors', { signal })),
  });
}

/**
 * The flow atlas's reports, as `npm run test:paths` (and `-- --mutate`) last wrote them: null
 * while there is none (the sandbox answers 404; a production build with the atlas has no
 * sandbox). Read when the atlas opens, so a report written since shows on the next visit.
 */
export function pathCoverageQueryOptions() {
  return queryOptions({
    queryKey: [...sandboxKeys.flows(), 'coverage'],
    queryFn: async ({ signal }) => orNone(await sandboxApi.GET('/flows/coverage', { signal })),
    staleTime: 0,
  });
}

export function machineCoverageQueryOptions(machine: string) {
  return queryOptions({
    queryKey: [...sandboxKeys.flows(), 'coverage', machine],
    queryFn: async ({ signal }) =>
      orNone(await sandboxApi.GET('/flows/coverage/machine', { params: { query: { machine } }, signal })),
    staleTime: 0,
  });
}

export function mutationScoresQueryOptions() {
  return queryOptions({
    queryKey: [...sandboxKeys.flows(), 'mutation'],
    queryFn: async ({ signal }) => orNone(await sandboxApi.GET('/flows/mutation', { signal })),
    staleTime: 0,
  });
}

/** A report, or null for a 404 (none written yet); any other failure throws. */
function orNone<T>(result: { data?: T; error?: unknown; response: Response }): T | null {
  return result.response.status === 404 ? null : unwrap(result);
}

/**
 * Moving the clock runs the work due in the skipped interval (allotments, mandates, plan
 * instalments, NFO windows) and changes "today" for NAVs and NFOs, so every cached read may be
 * out of date; only the clock itself is taken straight from the answer.
 */
export function moveClockMutationOptions() {
  return mutationOptions({
    mutationKey: [...sandboxKeys.clock(), 'move'],
    // Two quick clicks on "+1 day" mean two days: the moves run one after the other.
    scope: { id: 'sandbox-clock' },
    mutationFn: async (move: ClockMove) => unwrap(await sandboxApi.POST('/clock', { body: move })),
    onSuccess: async (clock, _move, _result, { client }) => {
      client.setQueryData(sandboxClockQueryOptions().queryKey, clock);
      await client.invalidateQueries({ predicate: (query) => !isClockKey(query.queryKey) });
    },
    // A move whose work is not done (503 WORK_PENDING) has still moved the clock, and part of
    // that work may have run: read everything again, the clock included.
    onError: async (_error, _move, _result, { client }) => {
      await client.invalidateQueries();
    },
  });
}

export function setPartnerOutcomeMutationOptions() {
  return mutationOptions({
    mutationKey: [...sandboxKeys.partners(), 'set'],
    mutationFn: async ({ partner, outcome }: { partner: string; outcome: string }) =>
      unwrap(await sandboxApi.PUT('/partners/{partner}', { params: { path: { partner } }, body: { outcome } })),
    onSuccess: async (entry, _variables, _result, { client }) => {
      client.setQueryData(partnerOutcomesQueryOptions().queryKey, (list) =>
        list?.map((current) => (current.partner === entry.partner ? entry : current)),
      );
      await client.invalidateQueries({ queryKey: sandboxKeys.partners() });
    },
  });
}

/** A reset wipes every account, order and message and restores the seed: nothing cached survives it. */
export function resetSandboxMutationOptions() {
  return mutationOptions({
    mutationKey: [...sandboxKeys.all, 'reset'],
    // No body, but declared JSON: the server refuses controls a cross-site form could send.
    mutationFn: async () =>
      unwrap(await sandboxApi.POST('/reset', { headers: { 'Content-Type': 'application/json' } })),
    onSuccess: async (_result, _variables, _onMutate, { client }) => {
      await client.invalidateQueries();
    },
  });
}

function isClockKey(key: readonly unknown[]): boolean {
  const clockKey = sandboxKeys.clock();
  return key.length === clockKey.length && clockKey.every((part, index) => key[index] === part);
}
