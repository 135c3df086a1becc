// Price display per the server's currency settings (spec §9): listing prices (abbreviated when the settings say so)
// and money that moves (exact).

import { useDirection, userIdAtom } from '@abode/shared/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { settingsQueries } from '../api/common.queries.ts';
import { formatMoney } from '../format/money.ts';
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

/**
 * A function formatting money that moves — a price to pay, a plan, a transaction, a receipt — exactly, with two
 * decimals (formatMoney). An amount in the site's currency (or with no currency given) carries the settings'
 * symbol; one in another currency (a gateway's) carries that currency's own symbol.
 */
export function useMoney(): (amount: number | string | null | undefined, currency?: string | null) => string {
  const settings = useQuery(settingsQueries.web(useAtomValue(userIdAtom))).data?.data ?? {};
  const { code: language } = useDirection();
  const site = (settings.selected_currency_data ?? {}) as { code?: string; symbol?: string };
  const siteCode = (site.code ?? '').trim().toUpperCase();
  const siteSymbol = String(settings.currency_symbol ?? site.symbol ?? '');
  return (amount, currency) => {
    const code = currency?.trim().toUpperCase() || siteCode;
    const own = !code || code === siteCode;
    return formatMoney(amount, { currencyCode: code, currencySymbol: own ? siteSymbol : '', language });
  };
}

/** Money that moves, exact (useMoney), isolated left-to-right so '₹ 2,499.00' keeps its order in right-to-left text. */
export function Money({
  amount,
  currency,
  ...rest
}: { amount: number | string | null | undefined; currency?: string | null } & Record<`data-${string}`, string>) {
  const money = useMoney();
  return (
    <bdi dir="ltr" {...rest}>
      {money(amount, currency)}
    </bdi>
  );
}
