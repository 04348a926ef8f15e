import type { Config } from '../../config';
import type { AppContext } from '../../platform/context';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './stripe-provider';

/**
 * Each provider's adapter, by name, made from the configuration when that provider is configured.
 * A second provider is its adapter file and one line here.
 */
const adapters: Record<string, (config: Config) => PaymentProvider | null> = {
  stripe: (config) => (config.stripe ? stripeProvider(config.stripe) : null),
};

/** One set of adapters per configuration, so an SDK client and its connections are made once. */
const configured = new WeakMap<Config, ReadonlyMap<string, PaymentProvider>>();

/** The providers this installation is configured for, by name; empty: desk payments only. */
export function paymentProviders(ctx: AppContext): ReadonlyMap<string, PaymentProvider> {
  let providers = configured.get(ctx.config);
  if (!providers) {
    providers = new Map(
      Object.entries(adapters).flatMap(([name, make]) => {
        const provider = make(ctx.config);
        return provider ? [[name, provider] as const] : [];
      }),
    );
    configured.set(ctx.config, providers);
  }
  return providers;
}

/** The provider a new checkout goes to: the first configured, or null when online payment is off. */
export function checkoutProvider(ctx: AppContext): PaymentProvider | null {
  return paymentProviders(ctx).values().next().value ?? null;
}
