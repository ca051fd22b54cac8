/**
 * How the sandbox user pool "sends" its codes: every message goes to the outbox, so testers
 * read sign-up and password-reset codes at GET /sandbox/inbox. cognito-local's own message
 * service only carries the code, not why it was sent, so the wording is chosen here by source
 * and handed to a MessageSender that writes to the outbox.
 */
import type { Context } from 'cognito-local/lib/services/context.js';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import type { Message, Messages } from 'cognito-local/lib/services/messages.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import type { Outbox } from '../partners/outbox';

type MessageSource = Parameters<Messages['deliver']>[1];

/** Writes each message cognito-local delivers to the outbox, on the channel it was meant for. */
class OutboxMessageSender implements MessageSender {
  constructor(private readonly outbox: Outbox) {}

  async sendEmail(_ctx: Context, _user: User, destination: string, message: Message): Promise<void> {
    await this.outbox.sendEmail({
      to: destination,
      subject: message.emailSubject ?? 'Your verification code',
      body: message.emailMessage ?? `Your verification code is ${message.__code ?? ''}.`,
      ...(message.__code ? { code: message.__code } : {}),
    });
  }

  async sendSms(_ctx: Context, _user: User, destination: string, message: Message): Promise<void> {
    await this.outbox.sendSms({
      to: destination,
      body: message.smsMessage ?? `Your verification code is ${message.__code ?? ''}.`,
      ...(message.__code ? { code: message.__code } : {}),
    });
  }
}

/** The words of each message, by why the pool sends it. */
function composeMessage(source: MessageSource, code: string, brandName: string): Message {
  switch (source) {
    case 'SignUp':
    case 'ResendCode':
      return {
        __code: code,
        smsMessage: `${code} is your ${brandName} verification code. Enter it to confirm your mobile number. Do not share it with anyone.`,
        emailSubject: `Your ${brandName} verification code`,
        emailMessage: `${code} is your ${brandName} verification code. Enter it to confirm your account.`,
      };
    case 'ForgotPassword':
      return {
        __code: code,
        emailSubject: `Reset your ${brandName} password`,
        emailMessage: `Use the code ${code} to set a new password for your ${brandName} account. If you did not ask to reset your password, you can ignore this e-mail.`,
        smsMessage: `${code} is your ${brandName} password reset code. Do not share it with anyone.`,
      };
    case 'AdminCreateUser':
      return {
        __code: code,
        emailSubject: `Your ${brandName} account`,
        emailMessage: `An account was created for you. Your temporary password is ${code}.`,
        smsMessage: `Your ${brandName} temporary password is ${code}.`,
      };
    case 'Authentication':
      return {
        __code: code,
        smsMessage: `${code} is your ${brandName} sign-in code. Do not share it with anyone.`,
        emailSubject: `Your ${brandName} sign-in code`,
        emailMessage: `${code} is your ${brandName} sign-in code.`,
      };
    case 'UpdateUserAttribute':
    case 'VerifyUserAttribute':
      return {
        __code: code,
        smsMessage: `${code} is your ${brandName} code to confirm this mobile number.`,
        emailSubject: `Confirm your ${brandName} e-mail address`,
        emailMessage: `${code} is your ${brandName} code to confirm this e-mail address.`,
      };
  }
}

/** cognito-local's `Messages` service with our wording, delivered to the outbox. */
export class OutboxMessages implements Messages {
  private readonly delivery: MessageDeliveryService;

  constructor(
    outbox: Outbox,
    private readonly brandName: string,
  ) {
    this.delivery = new MessageDeliveryService(new OutboxMessageSender(outbox));
  }

  async deliver(
    ctx: Context,
    source: MessageSource,
    _clientId: string | null,
    _userPoolId: string,
    user: User,
    code: string,
    _clientMetadata: Record<string, string> | undefined,
    deliveryDetails: DeliveryDetails,
  ): Promise<void> {
    await this.delivery.deliver(ctx, user, deliveryDetails, composeMessage(source, code, this.brandName));
  }
}
