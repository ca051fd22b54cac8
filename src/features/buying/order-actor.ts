import type { ActorRefFrom } from 'xstate';
import type { netBankingMachine } from '../../../machines/net-banking.machine';
import type { orderMachine } from '../../../machines/order.machine';
import type { upiPaymentMachine } from '../../../machines/upi-payment.machine';

export type OrderActor = ActorRefFrom<typeof orderMachine>;
export type UpiPaymentActor = ActorRefFrom<typeof upiPaymentMachine>;
export type NetBankingActor = ActorRefFrom<typeof netBankingMachine>;
