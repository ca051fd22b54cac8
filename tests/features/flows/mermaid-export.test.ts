/**
 * The Mermaid state diagram of a machine: the fixture's exactly (nested states as composite
 * states, a parallel state's regions apart with `--`, initial and final states, the machine's
 * own events from a state around the rest), and the session machine's whole: every state
 * declared once inside its parent, every transition drawn, every line of a form Mermaid's
 * `stateDiagram-v2` grammar takes. (Every machine's diagram was also rendered by Mermaid 11 in
 * Chromium when this was written.)
 */
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../../machines/session.machine';
import { buildMachineGraph } from '../../../src/features/flows/machine-graph';
import { mermaidDiagram } from '../../../src/features/flows/mermaid-export';
import { playerMachine } from './export-fixture';

describe('the Mermaid export', () => {
  it('draws the fixture machine as a stateDiagram-v2 with composite and parallel states', () => {
    expect(mermaidDiagram(buildMachineGraph(playerMachine))).toBe(`stateDiagram-v2
  %% player: A player: load, then play and pause, with sound and a volume side by side.
  [*] --> machine
  state "player" as machine {
    [*] --> loading
    state "loading" as loading
    state "failed" as failed
    state "ready" as ready {
      state "playback" as ready_playback {
        [*] --> ready_playback_paused
        state "paused" as ready_playback_paused
        state "playing" as ready_playback_playing
        state "done" as ready_playback_done
        ready_playback_done --> [*]
      }
      --
      state "sound" as ready_sound {
        [*] --> ready_sound_on
        state "on" as ready_sound_on
        state "off" as ready_sound_off
        ready_sound_off --> [*]
      }
    }
    state "stopped" as stopped
    stopped --> [*]
  }
  machine --> stopped : close
  loading --> ready : loadTrack done [if hasTrack]
  loading --> stopped : loadTrack done [otherwise]
  loading --> failed : loadTrack fails
  loading --> failed : after GIVE_UP (30 s)
  failed --> loading : at once [if isQuiet({"below":3})]
  failed --> stopped : at once [otherwise]
  ready --> stopped : when its final state is reached
  ready_playback_paused --> ready_playback_playing : play
  ready_playback_playing --> ready_playback_paused : pause
  ready_playback_playing --> ready_playback_done : stop
  ready_playback_playing --> ready_playback_playing : after 1000
  ready_sound_on --> ready_sound_off : mute
`);
  });

  it('draws the whole session machine in lines Mermaid takes', () => {
    const graph = buildMachineGraph(sessionMachine);
    const text = mermaidDiagram(graph);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('stateDiagram-v2');

    const grammar = [
      /^%% /,
      /^\[\*\] --> \w+$/,
      /^\w+ --> \[\*\]$/,
      /^state "[^"]+" as \w+( \{)?$/,
      /^\}$/,
      /^--$/,
      /^\w+ --> \w+ : [^;\n]+$/,
    ];
    const body = lines.slice(1).map((line) => line.trim());
    expect(body.filter((line) => !grammar.some((form) => form.test(line)))).toEqual([]);
    let depth = 0;
    for (const line of body) {
      depth += line.endsWith('{') ? 1 : line === '}' ? -1 : 0;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);

    const declared = body.flatMap((line) => /^state "([^"]+)" as (\w+)/.exec(line)?.slice(1, 3) ?? []);
    for (const state of graph.states) {
      expect(declared).toContain(state.path.replaceAll('.', '_'));
    }
    const drawn = body.filter((line) => / --> \w+ : /.test(line));
    expect(drawn).toHaveLength(graph.transitions.reduce((sum, t) => sum + Math.max(1, t.targets.length), 0));
    expect(drawn).toContain('signedIn_token_checking --> expired : at once [if isAccessTokenExpired]');
    // The signed-in session's three regions run side by side.
    expect(body.filter((line) => line === '--')).toHaveLength(2);
  });
});
