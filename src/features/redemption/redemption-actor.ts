import type { ActorRefFrom } from 'xstate';
import type { redemptionMachine } from '../../../machines/redemption.machine';

export type RedemptionActor = ActorRefFrom<typeof redemptionMachine>;
