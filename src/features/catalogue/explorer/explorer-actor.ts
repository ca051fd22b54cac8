import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { explorerMachine } from '../../../../machines/explorer.machine';

export type ExplorerActor = ActorRefFrom<typeof explorerMachine>;
export type ExplorerSnapshot = SnapshotFrom<typeof explorerMachine>;

type ListState = 'notApplied' | 'loading' | 'failed' | 'showing';

/** Which part of the scheme table the user sees, in either mode; null while filters are incomplete. */
export function listState(snapshot: ExplorerSnapshot): ListState | null {
  for (const state of ['loading', 'failed', 'showing'] as const) {
    if (snapshot.matches({ typeListing: state }) || snapshot.matches({ exploring: { complete: state } })) return state;
  }
  return snapshot.matches({ exploring: { complete: 'notApplied' } }) ? 'notApplied' : null;
}
