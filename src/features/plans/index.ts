export { MyInvestmentsScreen, type MyInvestmentsScreenProps } from './my-investments-screen';
