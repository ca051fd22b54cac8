/** The Switch, STP and SWP wizards (001 §2.15), each mounted by its own route. */
export { HeldFund } from './held-fund';
export { PlanSource } from './plan-source';
export { StpWizard } from './stp-wizard';
export { SwitchWizard } from './switch-wizard';
export { SwpWizard } from './swp-wizard';
