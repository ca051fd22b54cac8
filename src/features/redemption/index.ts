export { PortfolioRedemption } from './portfolio-redemption';
export { RedemptionDialog } from './redemption-dialog';
