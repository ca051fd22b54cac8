export { PortfolioRedemption, type PortfolioRedemptionProps } from './portfolio-redemption';
export { RedemptionDialog, type RedemptionDialogProps } from './redemption-dialog';
