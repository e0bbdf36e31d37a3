import { ApiProperty } from '@nestjs/swagger';
import {
  type Customer,
  type Invoice,
  type InvoiceHistory,
  type InvoiceLine,
  InvoiceStatus,
  type PaidPlan,
  type PaymentMethod,
  type PaymentMethodPage,
  type Price,
  type PriceList,
  type Subscription,
  type SubscriptionState,
  SubscriptionStatus,
  type UpcomingInvoice,
} from '@punchcard/shared';

const PAID_PLANS: PaidPlan[] = ['LITE', 'BASIC', 'BUSINESS'];
const UNIX = { description: 'unix seconds' } as const;
const MINOR = { description: "integer, in the currency's minor unit (cents; yen have none)" };

export class CardDto {
  @ApiProperty({ example: 'visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
  @ApiProperty({ type: String, nullable: true, example: 'US' }) country: string | null;
  @ApiProperty({ example: 12 }) exp_month: number;
  @ApiProperty({ example: 2030 }) exp_year: number;
}

export class PaymentMethodDto implements PaymentMethod {
  @ApiProperty({ example: 'pm_card_visa' }) id: string;
  @ApiProperty({ type: CardDto }) card: CardDto;
  @ApiProperty({ description: "The customer's default card" }) is_default: boolean;
}

export class PaymentMethodPageDto implements PaymentMethodPage {
  @ApiProperty({ type: [PaymentMethodDto], description: 'Newest first, at most 3' })
  payment_methods: PaymentMethodDto[];
  @ApiProperty({ description: 'More cards lie beyond this page in its direction' })
  has_more: boolean;
}

export class CustomerEmailDto {
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

export class CustomerDto implements Customer {
  @ApiProperty({ example: 'cus_123' }) id: string;
  @ApiProperty({ type: CustomerEmailDto }) email: CustomerEmailDto;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A payment method id' })
  default_payment_method: string | null;
}

export class PriceDto implements Price {
  @ApiProperty({ example: 'price_test_basic_usd' }) id: string;
  @ApiProperty({ enum: PAID_PLANS }) plan: PaidPlan;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ ...MINOR, example: 600 }) unit_amount: number;
  @ApiProperty({ enum: ['month'], description: 'Per seat and month' }) interval: 'month';
  @ApiProperty({ example: 'punchcard_basic_usd' }) lookup_key: string;
}

export class PriceListDto implements PriceList {
  @ApiProperty({
    example: 'USD',
    description: "The workspace's currency, or USD without prices in it",
  })
  currency: string;
  @ApiProperty({ type: [PriceDto] }) prices: PriceDto[];
}

export class SubscriptionDto implements Subscription {
  @ApiProperty({ example: 'sub_123' }) id: string;
  @ApiProperty({ description: 'The subscription item carrying the price and seats' })
  id_item: string;
  @ApiProperty() id_price: string;
  @ApiProperty({ enum: PAID_PLANS }) plan: PaidPlan;
  @ApiProperty(UNIX) start_date: number;
  @ApiProperty({ enum: Object.values(SubscriptionStatus) }) status: SubscriptionStatus;
  @ApiProperty() id_customer: string;
  @ApiProperty(UNIX) current_period_start: number;
  @ApiProperty(UNIX) current_period_end: number;
  @ApiProperty() cancel_at_period_end: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Kept while the subscription is not active, to complete the payment',
  })
  client_secret: string | null;
  @ApiProperty({ type: String, nullable: true }) id_payment_method: string | null;
  @ApiProperty({ description: 'Seats billed: active and invited members' }) quantity: number;
  @ApiProperty({ type: Number, nullable: true, ...UNIX }) trial_end: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'unix seconds; while past_due, when the workspace falls back to FREE',
  })
  grace_period_end: number | null;
}

export class SubscriptionStateDto implements SubscriptionState {
  @ApiProperty({ type: SubscriptionDto, nullable: true, description: 'The live subscription' })
  subscription: SubscriptionDto | null;
  @ApiProperty({ description: 'The workspace already used its one trial' })
  is_trial_started: boolean;
  @ApiProperty({ description: 'Active and invited members: the seats a subscription bills' })
  seats: number;
  @ApiProperty({ enum: ['stripe', 'test'] }) provider: 'stripe' | 'test';
  @ApiProperty({ type: String, nullable: true, description: "Stripe's publishable key" })
  publishable_key: string | null;
}

export class InvoiceLineDto implements InvoiceLine {
  @ApiProperty() description: string;
  @ApiProperty(MINOR) amount: number;
  @ApiProperty() quantity: number;
  @ApiProperty() proration: boolean;
  @ApiProperty(UNIX) period_start: number;
  @ApiProperty(UNIX) period_end: number;
}

export class InvoiceDto implements Invoice {
  @ApiProperty({ type: String, nullable: true, description: 'Null on the upcoming invoice' })
  id: string | null;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
  @ApiProperty({ enum: Object.values(InvoiceStatus) }) status: InvoiceStatus;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty(MINOR) subtotal: number;
  @ApiProperty(MINOR) total: number;
  @ApiProperty(MINOR) amount_due: number;
  @ApiProperty(MINOR) amount_paid: number;
  @ApiProperty(UNIX) created: number;
  @ApiProperty(UNIX) period_start: number;
  @ApiProperty(UNIX) period_end: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/v1/workspaces/invoices/in_123/pdf',
    description: 'Where the PDF downloads',
  })
  pdf_url: string | null;
  @ApiProperty({ type: [InvoiceLineDto] }) lines: InvoiceLineDto[];
}

export class InvoiceHistoryDto implements InvoiceHistory {
  @ApiProperty({ type: [InvoiceDto], description: 'Newest first' }) invoices: InvoiceDto[];
}

export class UpcomingInvoiceDto implements UpcomingInvoice {
  @ApiProperty({ type: InvoiceDto, nullable: true, description: 'Null when nothing is due' })
  invoice: InvoiceDto | null;
}
