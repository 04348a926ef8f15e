import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteEndpoints } from '@tutorium/contract/endpoints/site';
import { callEndpoint } from './endpoint-client';
import { formatPrice, useFormatLocale } from './format';

/** Site-wide settings; they change only with the server's configuration, so one read lasts. */
export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: ({ signal }) => callEndpoint(siteEndpoints.settings, { signal, authenticated: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The site's currency, from the server's CURRENCY setting (USD until it has answered). */
export function useCurrency(): string {
  const { data } = useQuery(siteSettingsQuery());
  return data?.data.currency ?? 'USD';
}

/** A price in the site's currency and the active language; 0 reads "Free". A switch of language redraws the prices. */
export function usePriceFormatter(): (price: number) => string {
  useFormatLocale();
  const currency = useCurrency();
  return (price) => formatPrice(price, currency);
}

/** Whether invoices can be paid online here (the server has a payment provider); desk payments always work. */
export function useOnlinePayments(): boolean {
  const { data } = useQuery(siteSettingsQuery());
  return data?.data.onlinePayments ?? false;
}
