export { MandateResultModal, MandateResultPanel, type MandateReturn } from './mandate-result-modal';
export { verificationMessages } from './messages';
export { VerificationModal } from './verification-modal';
export { VerificationPanel, type VerificationPanelProps } from './verification-panel';
