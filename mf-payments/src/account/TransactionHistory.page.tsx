// Transaction history (/user/transaction-history): the signed-in user's payments from get_payment_details, newest
// first, filtered by payment type (the URL's `type`: online, bank or free; a new filter starts at page one) and
// paged by the URL's `page`, ten a page. A table that scrolls sideways on a phone. Each row: date, package, amount
// in the transaction's currency, gateway, status and what can be done: a paid one has its receipt; a rejected bank
// transfer shows the admin's reason and takes a new receipt (checked here for type and size first); one in review
// says the admin is checking the receipt.
import {
  EmptyState,
  ErrorState,
  fill,
  Money,
  PageNav,
  RequireSignIn,
  useDirection,
  usePageMeta,
  usePageParam,
} from '@abode/shared';
import type { PaymentTransaction } from '@abode/shared/wire';
import { Anchor, Button, Chip, FileButton, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type TextKey, useT } from '../i18n.ts';
import { link } from '../links.ts';
import {
  isReceiptFile,
  PAGE_SIZE,
  type PaymentTypeFilter,
  paymentQueries,
  RECEIPT_TYPES,
  TRANSACTIONS_ROOT,
  uploadBankReceipt,
} from '../payment.queries.ts';
import { formatDate, gatewayName } from './format.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { PAYMENT_STATUS } from './status.ts';

// The payment-type filters in display order, as the URL's `type` spells them.
const TYPE_FILTERS = ['all', 'online', 'bank', 'free'] as const;
type TypeFilter = (typeof TYPE_FILTERS)[number];

const FILTER_TYPES: Record<TypeFilter, PaymentTypeFilter> = {
  all: null,
  online: 'online payment',
  bank: 'bank transfer',
  free: 'free',
};

const FILTER_LABELS: Record<TypeFilter, TextKey> = {
  all: 'all',
  online: 'typeOnline',
  bank: 'bankTransfer',
  free: 'free',
};

// A row's height on a wide screen, so the placeholders hold the table's place.
const ROW_HEIGHT = 52;
// Below this width the table scrolls sideways instead of squeezing its columns.
const TABLE_MIN_WIDTH = 760;

/** The filter in the URL's `type` (anything else is 'all') and a setter that writes it and drops `page`. */
function useTypeParam(): [TypeFilter, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const filter: TypeFilter = TYPE_FILTERS.includes(raw as TypeFilter) ? (raw as TypeFilter) : 'all';
  const choose = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === 'all' || !TYPE_FILTERS.includes(next as TypeFilter)) search.delete('type');
    else search.set('type', next);
    search.delete('page');
    setParams(search);
  };
  return [filter, choose];
}

/** The transaction-history page. */
export function TransactionHistoryPage() {
  const t = useT();
  usePageMeta({ title: t('transactionHistory') });
  return (
    <Stack>
      <Title order={1}>{t('transactionHistory')}</Title>
      <RequireSignIn>{(userId) => <Transactions userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

function Transactions({ userId }: { userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const [filter, choose] = useTypeParam();
  const query = useQuery(paymentQueries.transactions(userId, FILTER_TYPES[filter], page));
  const total = query.data?.total ?? 0;
  return (
    <Stack>
      <Chip.Group multiple={false} value={filter} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-label={t('paymentTypeFilter')} data-testid="type-filter">
          {TYPE_FILTERS.map((f) => (
            <Chip key={f} value={f} type="radio" variant="outline">
              {t(FILTER_LABELS[f])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {query.data ? `${total} ${t('transactionsNoun')}` : '\u00a0'}
      </Text>
      {query.isPending ? (
        <ListSkeleton count={5} height={ROW_HEIGHT} label={t('loading')} />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{t('noTransactions')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH} type="native">
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            data-testid="transactions"
            aria-busy={query.isPlaceholderData}
          >
            <VisuallyHidden component="caption">{t('transactionsCaption')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('colDate')}</Table.Th>
                <Table.Th scope="col">{t('colPackage')}</Table.Th>
                <Table.Th scope="col">{t('colAmount')}</Table.Th>
                <Table.Th scope="col">{t('colGateway')}</Table.Th>
                <Table.Th scope="col">{t('colStatus')}</Table.Th>
                <Table.Th scope="col">{t('colDetails')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.data.map((tx) => (
                <TransactionRow key={tx.id} tx={tx} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PageNav total={total} pageSize={PAGE_SIZE} />
    </Stack>
  );
}

/** One transaction as a table row. */
function TransactionRow({ tx }: { tx: PaymentTransaction }) {
  const t = useT();
  const { code } = useDirection();
  const free = tx.payment_type === 'free';
  return (
    <Table.Tr data-testid={`transaction-${tx.id}`}>
      <Table.Td>
        <time dateTime={tx.created_at}>{formatDate(tx.created_at, code)}</time>
      </Table.Td>
      <Table.Td>
        <bdi>{tx.package.name}</bdi>
      </Table.Td>
      <Table.Td data-testid="amount">{free ? t('free') : <Money amount={tx.amount} currency={tx.currency} />}</Table.Td>
      <Table.Td>{gatewayName(tx.payment_gateway, t)}</Table.Td>
      <Table.Td>
        <StatusBadge look={PAYMENT_STATUS[tx.payment_status]} testId="payment-status" />
      </Table.Td>
      <Table.Td maw={280}>
        <TransactionDetails tx={tx} />
      </Table.Td>
    </Table.Tr>
  );
}

/** What a transaction's state lets the user see or do. */
function TransactionDetails({ tx }: { tx: PaymentTransaction }) {
  const t = useT();
  if (tx.payment_status === 'success')
    return (
      <Anchor
        component={Link}
        to={link('receipt', { id: tx.id })}
        aria-label={fill(t('receiptLinkFor'), { id: tx.id })}
        data-testid="receipt-link"
      >
        {t('receiptLink')}
      </Anchor>
    );
  if (tx.payment_status === 'review')
    return (
      <Text size="sm" data-testid="review-note">
        {t('receiptUnderReview')}
      </Text>
    );
  if (tx.payment_status === 'rejected' && tx.payment_type === 'bank transfer')
    return (
      <Stack gap={6} align="flex-start">
        {tx.reject_reason && (
          <Text size="sm" c="red.9" data-testid="reject-reason" style={{ overflowWrap: 'anywhere' }}>
            {fill(t('rejectReason'), { reason: tx.reject_reason })}
          </Text>
        )}
        <ReceiptUpload tx={tx} />
      </Stack>
    );
  return null;
}

/** "Upload receipt again" for a rejected bank transfer: a file checked here, then upload-bank-receipt-file. */
function ReceiptUpload({ tx }: { tx: PaymentTransaction }) {
  const t = useT();
  const errorId = useId();
  const [invalid, setInvalid] = useState(false);
  const reset = useRef<() => void>(null);
  const upload = useMutation({
    meta: { invalidates: [TRANSACTIONS_ROOT] },
    mutationFn: (file: File) => uploadBankReceipt(tx.id, file),
  });
  const choose = (file: File | null) => {
    // The same file may be chosen again after a failure: the input forgets it each time.
    reset.current?.();
    if (!file) return;
    const ok = isReceiptFile(file);
    setInvalid(!ok);
    if (ok) upload.mutate(file);
  };
  return (
    <Stack gap={4} align="flex-start">
      <FileButton onChange={choose} accept={RECEIPT_TYPES.join(',')} resetRef={reset}>
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            loading={upload.isPending}
            aria-label={fill(t('uploadReceiptAgainFor'), { id: tx.id })}
            aria-describedby={invalid ? errorId : undefined}
          >
            {t('uploadReceiptAgain')}
          </Button>
        )}
      </FileButton>
      {invalid && (
        <Text size="xs" c="red.9" id={errorId} role="alert" data-testid="receipt-error">
          {t('receiptFileInvalid')}
        </Text>
      )}
    </Stack>
  );
}
