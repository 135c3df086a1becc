// Buying a paid plan: the methods the admin enabled (the one active online gateway, bank transfer), then either
// Stripe's Payment Element in place, a redirect to the gateway's page (Paystack, PayPal, Flutterwave), or the
// bank details and a receipt upload. Closing the dialog after a checkout started cancels it on the server.
import { Money, notify, userIdAtom } from '@abode/shared';
import { PAYMENT_MESSAGES as M, type OnlineGateway, type Package, type PaymentIntent } from '@abode/shared/wire';
import { Alert, Button, FileInput, List, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { packageQueries } from '../package.queries.ts';
import { checkoutQueries, endCheckout, returnPath, sendBankTransfer, startOnlineCheckout } from './checkout.api.ts';
import { StripePayment } from './StripePayment.tsx';

/** Largest receipt the server takes (3 MB), checked here first so a buyer learns at once. */
export const RECEIPT_MAX_BYTES = 3 * 1024 * 1024;
const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

const GATEWAY_NAMES: Record<OnlineGateway, string> = {
  stripe: 'Stripe',
  paystack: 'Paystack',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
};

/** Props of CheckoutModal. */
export interface CheckoutModalProps {
  plan: Package;
  opened: boolean;
  onClose: () => void;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : M.failed);

/** The checkout dialog of one paid plan. */
export function CheckoutModal({ plan, opened, onClose }: CheckoutModalProps) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useAtomValue(userIdAtom);
  const options = useQuery({ ...checkoutQueries.options(userId), enabled: opened });
  const [method, setMethod] = useState<string | null>(null);
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);

  const o = options.data;
  const choices = o ? [...(o.online ? [o.online] : []), ...(o.bankTransfer ? ['bank'] : [])] : [];
  const chosen = method ?? choices[0] ?? null;

  const close = () => {
    // A checkout started and not paid: the buyer stopped it.
    // The plan card shows the payment's state (pending, then canceled): read it again once the server knows.
    const refresh = () => client.invalidateQueries({ queryKey: packageQueries.all() }).catch(() => undefined);
    if (intent) {
      endCheckout(intent.payment_transaction_id, 'canceled')
        .catch(() => undefined)
        .finally(refresh);
      notify.info(M.canceled);
    }
    setIntent(null);
    setMethod(null);
    setReceipt(null);
    setReceiptError(null);
    onClose();
  };

  const startOnline = async (gateway: OnlineGateway) => {
    setBusy(true);
    try {
      const data = await startOnlineCheckout(gateway, plan.id);
      if (data.payment_intent.redirect_url) {
        window.location.assign(data.payment_intent.redirect_url);
        return;
      }
      setIntent(data.payment_intent);
      client.invalidateQueries({ queryKey: packageQueries.all() }).catch(() => undefined);
    } catch (err) {
      notify.error(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const pickReceipt = (file: File | null) => {
    setReceiptError(null);
    if (file && (!RECEIPT_TYPES.includes(file.type) || file.size > RECEIPT_MAX_BYTES)) {
      setReceipt(null);
      setReceiptError(M.receiptFile);
      return;
    }
    setReceipt(file);
  };

  const sendReceipt = async () => {
    if (!receipt) {
      setReceiptError(M.receiptFile);
      return;
    }
    setBusy(true);
    try {
      const answer = await sendBankTransfer(plan.id, receipt);
      notify.success(answer.message);
      await client.invalidateQueries({ queryKey: checkoutQueries.all() });
      await client.invalidateQueries({ queryKey: packageQueries.all() });
      onClose();
      navigate(link('transactionHistory'));
    } catch (err) {
      notify.error(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const paid = () => {
    if (!intent) return;
    const id = intent.payment_transaction_id;
    setIntent(null);
    onClose();
    navigate(returnPath(intent.gateway, id));
  };

  const failed = () => {
    notify.error(M.failed);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`${t('checkout')}: ${plan.name}`}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      size="lg"
    >
      <Stack gap="md" data-testid="checkout">
        <Text fw={600}>
          {t('amountToPay')}:{' '}
          <Money
            amount={plan.price}
            currency={chosen && chosen !== 'bank' ? o?.currency : null}
            data-testid="amount-to-pay"
          />
        </Text>
        {options.isPending ? (
          <Text c="dimmed">{t('loading')}</Text>
        ) : options.isError ? (
          <Alert color="red" role="alert">
            {options.error.message}
          </Alert>
        ) : choices.length === 0 ? (
          <Alert color="yellow" role="alert" data-testid="no-payment-method">
            {M.noMethod}
          </Alert>
        ) : intent?.client_secret && o?.stripePublishableKey ? (
          <StripePayment
            publishableKey={o.stripePublishableKey}
            clientSecret={intent.client_secret}
            returnUrl={`${window.location.origin}${returnPath('stripe', intent.payment_transaction_id)}`}
            payLabel={t('payNow')}
            onPaid={paid}
            onFailed={failed}
          />
        ) : (
          <>
            <Radio.Group value={chosen} onChange={setMethod} label={t('paymentMethod')} name={`pay-${plan.id}`}>
              <Stack gap="xs" mt="xs">
                {o?.online && <Radio value={o.online} label={`${t('payOnline')} (${GATEWAY_NAMES[o.online]})`} />}
                {o?.bankTransfer && <Radio value="bank" label={t('bankTransfer')} />}
              </Stack>
            </Radio.Group>
            {chosen === 'bank' ? (
              <Stack gap="sm" data-testid="bank-transfer">
                <Text size="sm">{t('bankTransferHint')}</Text>
                {o && o.bankDetails.length > 0 && (
                  <Table withTableBorder data-testid="bank-details">
                    <Table.Tbody>
                      {o.bankDetails.map((d) => (
                        <Table.Tr key={d.title}>
                          <Table.Th scope="row">{d.title}</Table.Th>
                          <Table.Td>{d.value}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
                <FileInput
                  label={t('receipt')}
                  description={t('receiptHint')}
                  accept={RECEIPT_TYPES.join(',')}
                  value={receipt}
                  onChange={pickReceipt}
                  error={receiptError}
                  clearable
                />
                <Button onClick={sendReceipt} loading={busy} fullWidth>
                  {t('sendReceipt')}
                </Button>
              </Stack>
            ) : chosen ? (
              <Stack gap="xs">
                <List size="sm">
                  <List.Item>{t('onlineHint')}</List.Item>
                </List>
                <Button onClick={() => startOnline(chosen as OnlineGateway)} loading={busy} fullWidth>
                  {t('continueToPay')}
                </Button>
              </Stack>
            ) : null}
          </>
        )}
      </Stack>
    </Modal>
  );
}
