export { DashboardScreen } from './dashboard-screen';
export { dashboardMessages } from './messages';
export { DASHBOARD_ERROR_KEY } from './stored-error';
