// Price display per the server's currency settings (spec §9).

import { userIdAtom } from '@abode/shared/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { settingsQueries } from '../api/common.queries.ts';
import { formatPrice, isSuffixEnabled } from '../format/price.ts';

/** A function formatting amounts with the configured currency and suffix rule. */
export function usePrice(): (amount: number | string | null | undefined) => string {
  const settings = useQuery(settingsQueries.web(useAtomValue(userIdAtom))).data?.data ?? {};
  const currency = (settings.selected_currency_data ?? {}) as { code?: string; symbol?: string };
  const symbol = String(settings.currency_symbol ?? currency.symbol ?? '');
  const withSuffix = isSuffixEnabled(settings.number_with_suffix);
  return (amount) => formatPrice(amount, { currencySymbol: symbol, currencyCode: currency.code ?? 'USD', withSuffix });
}

/**
 * An amount in the configured currency, isolated left-to-right so "₹ 1.94 Cr" keeps its order inside
 * right-to-left text.
 */
export function Price({ amount }: { amount: number | string | null | undefined }) {
  const price = usePrice();
  return <bdi dir="ltr">{price(amount)}</bdi>;
}
