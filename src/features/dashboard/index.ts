export { DashboardScreen, type DashboardScreenProps } from './dashboard-screen';
export { EXTERNAL_FLOW_KEY, isExternalPortfolioFlow, startExternalPortfolioFlow } from './external-flow';
export { dashboardMessages } from './messages';
export { DASHBOARD_ERROR_KEY, keepDashboardError } from './stored-error';
