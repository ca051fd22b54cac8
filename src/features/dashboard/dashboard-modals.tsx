/**
 * The dashboard's three modals (the verification status modal, the external portfolio import and
 * the mandate result modal, 000 §2.7) load in chunks of their own: together they bring every
 * onboarding machine and form (some 60 files), which a verified investor's dashboard never shows.
 * They are asked for once the dashboard has drawn and the browser is idle, or at once when one is
 * to be shown first; until a modal's chunk is there, a spinner stands where it will open.
 */
import { Center, Loader, Overlay } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { MandateReturn } from '../verification';
import { dashboardMessages as text } from './messages';
import type { useDashboardModal } from './use-dashboard-modal';

const loadVerification = () => import('../verification');
const loadExternalPortfolio = () => import('../external-portfolio');

const VerificationModal = lazy(() => loadVerification().then((module) => ({ default: module.VerificationModal })));
const MandateResultModal = lazy(() => loadVerification().then((module) => ({ default: module.MandateResultModal })));
const ExternalPortfolioDashboardFlow = lazy(() =>
  loadExternalPortfolio().then((module) => ({ default: module.ExternalPortfolioDashboardFlow })),
);

/** Asks for the modals' chunks once the browser is idle after the dashboard's first draw. */
export function usePreloadDashboardModals(): void {
  useEffect(
    () =>
      whenIdle(() => {
        loadVerification().catch(() => undefined);
        loadExternalPortfolio().catch(() => undefined);
      }, 3000),
    [],
  );
}

/** True from the first render `on` is, ever after: a modal stays mounted to play its closing. */
function useOnceOn(on: boolean): boolean {
  const [once, setOnce] = useState(on);
  if (on && !once) setOnce(true);
  return once || on;
}

/** While a modal's chunk is on its way: the page dimmed, with a spinner where the modal opens. */
function ModalLoading() {
  return (
    <Overlay fixed backgroundOpacity={0.35} zIndex={200}>
      <Center h="100%">
        <Loader aria-label={text.modalLoading} />
      </Center>
    </Overlay>
  );
}

function Lazily({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ModalLoading />}>{children}</Suspense>;
}

interface DashboardModalsProps {
  /** What the dashboard modal machine shows now. */
  shown: ReturnType<typeof useDashboardModal>['shown'];
  mandateReturn: MandateReturn | null;
  close: () => void;
  importEnded: () => void;
}

/** Draws the modal the dashboard modal machine says (use-dashboard-modal.ts), loading it first. */
export function DashboardModals({ shown, mandateReturn, close, importEnded }: DashboardModalsProps) {
  const verificationMounted = useOnceOn(shown === 'verification');
  return (
    <>
      {shown === 'externalImport' ? (
        <Lazily>
          <ExternalPortfolioDashboardFlow onEnd={importEnded} onClose={close} />
        </Lazily>
      ) : (
        verificationMounted && (
          <Lazily>
            <VerificationModal opened={shown === 'verification'} onClose={close} />
          </Lazily>
        )
      )}
      {shown === 'mandateResult' && mandateReturn && (
        <Lazily>
          <MandateResultModal result={mandateReturn} onClose={close} />
        </Lazily>
      )}
    </>
  );
}
