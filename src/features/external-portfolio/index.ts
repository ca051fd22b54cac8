export { ExternalPortfolioDashboardFlow } from './external-portfolio-dashboard-flow';
export { ExternalPortfolioFlow } from './external-portfolio-flow';
