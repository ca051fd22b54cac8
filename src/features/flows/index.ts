export { observeLiveActor } from './live-actors';
export { LiveFlowsPanel } from './live-panel';
