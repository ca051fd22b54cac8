export { ExternalPortfolioDashboardFlow } from './external-portfolio-dashboard-flow';
export { ExternalPortfolioFlow, type ExternalPortfolioFlowProps } from './external-portfolio-flow';
export { externalPortfolioTexts } from './messages';
export { isReloadFlagSet, RELOAD_FLAG_KEY, setReloadFlag } from './reload-flag';
