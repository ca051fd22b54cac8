import { Modal } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { statementUploadWithCalls, verificationWithCalls } from '../../api/verification';
import { verificationMessages as text } from './messages';
import { useVerificationEffects } from './use-verification-effects';
import { VerificationPanel } from './verification-panel';

/**
 * The dashboard modal as the verification status modal (000 §2.2, §2.7): opened by the notice's
 * 'click here', the order modal's mandate link and the end of Create Account. The dashboard
 * hides it when the session ends: closing it here would navigate and race the move to Sign In.
 */
export function VerificationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.title} centered size="lg">
      {opened && <ConnectedVerification onClose={onClose} />}
    </Modal>
  );
}

function ConnectedVerification({ onClose }: { onClose: () => void }) {
  const effects = useVerificationEffects();
  // One machine per opening: the effects are stable for the session.
  const machine = useMemo(() => verificationWithCalls(effects), [effects]);
  const statementMachine = useCallback((onUploaded: () => void) => statementUploadWithCalls(onUploaded), []);
  return (
    <VerificationPanel
      machine={machine}
      statementMachine={statementMachine}
      openElogWindow={effects.openElogWindow}
      onClose={onClose}
    />
  );
}
