import { Injectable } from '@nestjs/common';
import { asciiUpper, ErrorKey } from '@punchcard/shared';
import { notFound } from '#src/common/errors/app.exception.js';
import type { BillingProvider, ProviderPrice } from './provider/billing-provider.js';
import { providerCall } from './provider-call.js';

/** Where no price exists in the workspace's currency, plans are sold in this one. */
export const FALLBACK_CURRENCY = 'USD';

/** The paid plans per seat and month, in the workspace's currency or else in USD. */
@Injectable()
export class BillingPrices {
  async forWorkspace(
    provider: BillingProvider,
    workspaceCurrency: string,
  ): Promise<{ currency: string; prices: ProviderPrice[] }> {
    const currency = asciiUpper(workspaceCurrency);
    const own = await providerCall('Listing prices', () => provider.listPrices(currency));
    if (own.length > 0 || currency === FALLBACK_CURRENCY) return { currency, prices: own };
    const fallback = await providerCall('Listing prices', () =>
      provider.listPrices(FALLBACK_CURRENCY),
    );
    return { currency: FALLBACK_CURRENCY, prices: fallback };
  }

  /** A price the workspace may buy (404 price_not_found otherwise). */
  async find(provider: BillingProvider, currency: string, idPrice: string): Promise<ProviderPrice> {
    const { prices } = await this.forWorkspace(provider, currency);
    const price = prices.find((candidate) => candidate.id === idPrice);
    if (!price) throw notFound(ErrorKey.PriceNotFound, `No price ${idPrice} is offered.`);
    return price;
  }
}
