/** The Switch, STP and SWP wizards (001 §2.15), each mounted by its own route. */
export { HeldFund } from './held-fund';
export { SwitchWizard } from './switch-wizard';
