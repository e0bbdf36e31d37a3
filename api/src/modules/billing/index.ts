export { BillingModule } from './billing.module.js';
export { BillingSync } from './billing-sync.service.js';
export { SeatSync } from './seat-sync.service.js';
export { BillingSweep } from './billing-sweep.service.js';
