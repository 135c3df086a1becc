// Receipt (/user/transaction-history/:id/receipt): one of the signed-in user's transactions from
// get_payment_details?payment_transaction_id, shown as a printable receipt only when it was paid (success):
// company (web settings' company_name, else "Abode"), receipt number, date, buyer, package, duration, gateway,
// the gateway's transaction id, amount and status. Print prints the receipt alone (receipt.css). Any other
// status, or no such transaction of theirs, says so instead.

import {
  ErrorState,
  formatDuration,
  Money,
  RequireSignIn,
  settingsQueries,
  useDirection,
  usePageMeta,
  useSession,
} from '@abode/shared';
import type { PaymentTransaction } from '@abode/shared/wire';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { paymentQueries } from '../payment.queries.ts';
import { formatDate, gatewayName } from './format.ts';
import './receipt.css';

/** The company a receipt is from when web settings name none. */
export const DEFAULT_COMPANY = 'Abode';

// About the receipt's height, so the placeholder holds its place.
const RECEIPT_HEIGHT = 520;

/** The receipt page. */
export function ReceiptPage() {
  const t = useT();
  usePageMeta({ title: t('receipt') });
  const { id } = useParams();
  const transactionId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  return (
    <Stack>
      <Anchor component={Link} to={link('transactionHistory')} size="sm">
        {t('backToTransactions')}
      </Anchor>
      <Title order={1}>{t('receipt')}</Title>
      <RequireSignIn>
        {(userId) =>
          transactionId ? (
            <ReceiptLoader userId={userId} id={transactionId} />
          ) : (
            <Unavailable message={t('transactionNotFound')} />
          )
        }
      </RequireSignIn>
    </Stack>
  );
}

function ReceiptLoader({ userId, id }: { userId: number; id: number }) {
  const t = useT();
  const query = useQuery(paymentQueries.transaction(userId, id));
  if (query.isPending)
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton h={RECEIPT_HEIGHT} radius="md" data-testid="receipt-skeleton" />
      </div>
    );
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />;
  if (!query.data) return <Unavailable message={t('transactionNotFound')} />;
  if (query.data.payment_status !== 'success') return <Unavailable message={t('receiptOnlySuccess')} />;
  return <Receipt tx={query.data} userId={userId} />;
}

/** No receipt to show, and why. */
function Unavailable({ message }: { message: string }) {
  return (
    <Alert color="yellow" variant="light" data-testid="receipt-unavailable">
      <Text fw={600}>{message}</Text>
    </Alert>
  );
}

/** The printable receipt of a paid transaction. */
function Receipt({ tx, userId }: { tx: PaymentTransaction; userId: number }) {
  const t = useT();
  const { code } = useDirection();
  const { user } = useSession();
  const headingId = useId();
  const settings = useQuery(settingsQueries.web(userId)).data?.data ?? {};
  const company =
    typeof settings.company_name === 'string' && settings.company_name.trim()
      ? settings.company_name.trim()
      : DEFAULT_COMPANY;
  const duration = formatDuration(tx.package.duration, {
    days: t('days'),
    hours: t('hours'),
    day: t('day'),
    hour: t('hour'),
  });
  const buyer = [user?.name, user?.email].filter(Boolean).join(' · ');
  const rows: Array<[label: string, value: ReactNode, testId: string]> = [
    [t('receiptNumber'), <bdi key="n" dir="ltr">{`#${tx.id}`}</bdi>, 'receipt-number'],
    [
      t('receiptDate'),
      <time key="d" dateTime={tx.created_at}>
        {formatDate(tx.created_at, code)}
      </time>,
      'receipt-date',
    ],
    [t('billedTo'), <bdi key="b">{buyer || '—'}</bdi>, 'receipt-buyer'],
    [t('receiptPackage'), <bdi key="p">{tx.package.name}</bdi>, 'receipt-package'],
    [t('duration'), duration, 'receipt-duration'],
    [t('colGateway'), gatewayName(tx.payment_gateway, t), 'receipt-gateway'],
    [
      t('gatewayTransactionId'),
      <bdi key="g" dir="ltr">
        {tx.transaction_id ?? tx.order_id ?? '—'}
      </bdi>,
      'receipt-gateway-id',
    ],
    [t('amountPaid'), <Money key="a" amount={tx.amount} currency={tx.currency} />, 'receipt-amount'],
    [t('receiptStatus'), t('paymentSuccess'), 'receipt-status'],
  ];
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => window.print()} data-testid="print">
          {t('print')}
        </Button>
      </Group>
      <Paper
        withBorder
        radius="md"
        p="xl"
        component="article"
        aria-labelledby={headingId}
        data-print-receipt
        data-testid="receipt"
        maw={720}
      >
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Title order={2} id={headingId} data-testid="receipt-company">
              <bdi>{company}</bdi>
            </Title>
            <Text fw={700} size="lg" tt="uppercase" c="dimmed">
              {t('receipt')}
            </Text>
          </Group>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {rows.map(([label, value, testId]) => (
                <Table.Tr key={testId}>
                  <Table.Th scope="row" w={200}>
                    {label}
                  </Table.Th>
                  <Table.Td data-testid={testId}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
    </Stack>
  );
}
