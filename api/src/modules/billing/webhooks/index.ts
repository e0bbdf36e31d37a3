import { BillingWebhookEventsRepository } from './billing-webhook-events.repository.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

/** For billing.module: the controller is always registered (documented; 404 off Stripe). */
export const WEBHOOK_CONTROLLERS = [StripeWebhookController];
export const WEBHOOK_PROVIDERS = [StripeWebhookService, BillingWebhookEventsRepository];
