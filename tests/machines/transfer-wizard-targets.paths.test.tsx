// @vitest-environment happy-dom
/**
 * Every path of the target-scheme list through the rendered target step: pages of 10 loaded as
 * the list is scrolled within 50 px of its bottom, the end on the total or a short page, a search
 * starting again from page 1, a failed load ending the list.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { expect } from 'vitest';
import { transferTargetsMachine } from '../../machines/transfer-wizard-targets.machine';
import { TargetStep } from '../../src/features/transfers/target-step';
import { renderWizard, settle, target } from '../features/transfers/harness';
import { createDeferredActors, describeModelPaths } from '../support/model';

const INPUT = { flow: 'switch' as const, amcCode: 'SANCHAY', frequency: null };
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => target(`INF0A1B0${String(from + i).padStart(4, '0')}`, `Scheme ${from + i}`));

async function renderTargets() {
  const deferred = createDeferredActors(transferTargetsMachine, ['loadTargets']);
  const machine = transferTargetsMachine.provide({ actors: deferred.actors });
  function Host() {
    const actor = useActorRef(machine, { input: INPUT });
    return (
      <TargetStep
        actor={actor}
        selected={null}
        refusal={() => null}
        onSelect={() => {}}
        onPrevious={() => {}}
        onNext={() => {}}
      />
    );
  }
  const sut = await renderWizard('/switch', () => <Host />);
  return { ...sut, deferred, loaded: 0 };
}

type TargetsSut = Awaited<ReturnType<typeof renderTargets>>;

const radios = () => within(screen.getByRole('radiogroup', { name: 'Schemes' })).queryAllByRole('radio');

describeModelPaths({
  name: 'transfer-wizard-targets',
  machine: transferTargetsMachine,
  paths: 'pairs',
  setup: renderTargets,
  states: {
    loading: async (sut) => {
      expect(screen.getByLabelText('Loading schemes…')).toBeInTheDocument();
      const call = await sut.deferred.next('loadTargets');
      expect(call.input).toEqual({ ...INPUT, pageNo: sut.loaded / 10, pageSize: 10, filter: call.input.filter });
    },
    more: (sut) => {
      expect(radios()).toHaveLength(sut.loaded);
      expect(screen.queryByLabelText('Loading schemes…')).not.toBeInTheDocument();
    },
    complete: (sut) => {
      expect(radios()).toHaveLength(sut.loaded);
    },
  },
  events: {
    'done.loadTargets': async (sut, step) => {
      // Page 1 of 25: more follow. A last page: the total is reached with a short page.
      const count = step.case === 'isLastPage' ? 5 : 10;
      const output = {
        totalElements: sut.loaded + (step.case === 'isLastPage' ? 5 : 25),
        userProducts: page(sut.loaded, count),
      };
      await settle(() => sut.deferred.resolve('loadTargets', output));
      sut.loaded += count;
    },
    'error.loadTargets': async (sut) => {
      await settle(() => sut.deferred.reject('loadTargets', new TypeError('Failed to fetch')));
    },
    'targets.nextPage': async () => {
      const viewport = screen.getByTestId('target-list').querySelector<HTMLElement>('.mantine-ScrollArea-viewport');
      if (!viewport) throw new Error('no scroll viewport');
      Object.defineProperty(viewport, 'scrollHeight', { configurable: true, value: 600 });
      Object.defineProperty(viewport, 'clientHeight', { configurable: true, value: 420 });
      // 131 px from the bottom: nothing yet; 50 px from it: the next page.
      viewport.scrollTop = 49;
      await act(async () => fireEvent.scroll(viewport));
      expect(screen.queryByLabelText('Loading schemes…')).not.toBeInTheDocument();
      viewport.scrollTop = 130;
      await act(async () => fireEvent.scroll(viewport));
    },
    'targets.search': async (sut: TargetsSut) => {
      await sut.user.type(screen.getByRole('searchbox', { name: 'Search schemes' }), 'L');
      sut.loaded = 0;
    },
  },
});
