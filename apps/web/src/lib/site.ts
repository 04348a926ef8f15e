import { useQuery } from '@tanstack/react-query';
import { messages } from '@tutorium/contract/messages';
import { siteSettingsSchema } from '@tutorium/contract/site';
import { apiClient } from './api-client';
import { formatPrice } from './format';

/** The site's currency, from the server's CURRENCY setting (USD until it has answered). */
export function useCurrency(): string {
  const { data } = useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) =>
      apiClient.get('/site', {
        schema: siteSettingsSchema,
        fallbackMessage: messages.unexpected,
        signal,
        authenticated: false,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.data.currency ?? 'USD';
}

/** A price in the site's currency; 0 reads "Free". */
export function usePriceFormatter(): (price: number) => string {
  const currency = useCurrency();
  return (price) => formatPrice(price, currency);
}
