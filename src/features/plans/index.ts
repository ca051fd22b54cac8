export { MyInvestmentsScreen } from './my-investments-screen';
