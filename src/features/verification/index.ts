export { MandateResultModal, MandateResultPanel, type MandateReturn } from './mandate-result-modal';
export { VerificationModal } from './verification-modal';
export { VerificationPanel } from './verification-panel';
