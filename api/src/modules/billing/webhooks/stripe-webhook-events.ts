import type Stripe from 'stripe';
import { idOf } from '../provider/stripe-objects.js';

/** The events billing acts on; every other type is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = new Set<string>([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
]);

/** Which subscription (and whose) an event is about. */
export interface EventSubject {
  subscriptionId: string;
  customerId: string;
}

/**
 * The subscription an event concerns, or undefined when billing has nothing to do with it (an
 * unhandled type, an invoice of no subscription). Only ids are taken from the event: its
 * snapshot may be older than another event already applied, so the subscription is read afresh.
 */
export function subjectOf(event: Stripe.Event): EventSubject | undefined {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      return customerId === null ? undefined : { subscriptionId: subscription.id, customerId };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      const customerId = idOf(invoice.customer);
      if (subscriptionId === null || customerId === null) return undefined;
      return { subscriptionId, customerId };
    }
    default:
      return undefined;
  }
}
