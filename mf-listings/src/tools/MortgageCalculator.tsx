// The mortgage loan calculator: loan amount, down payment, interest rate and term give a summary for
// everyone; the amortization schedule (yearly, each year opening to its months) and its chart need a package
// with `mortgage_calculator_detail` (spec §1, §6), checked with check-package-limit when asked for.
// Used by /mortgage-loan-calculator and, compact and prefilled with the price, by the property detail page.

import { fill, formatPrice, roleHref, settingsQueries, usePackageGate, userIdAtom, useSession } from '@abode/shared';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Fragment, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import {
  amortize,
  type MortgageInput,
  type MortgageInputProblem,
  type MortgageSchedule,
  mortgageInputProblem,
} from './mortgage.ts';

/** The mortgage_calculator_detail feature key of check-package-limit. */
export const MORTGAGE_DETAIL_FEATURE = 'mortgage_calculator_detail' as const;

/** Defaults: 20 % down, 8.5 % a year over 20 years. */
export const MORTGAGE_DEFAULTS = { downPaymentShare: 0.2, annualRatePercent: 8.5, years: 20 } as const;

const PROBLEM_KEYS = {
  loanAmount: 'mortgageErrorPrice',
  downPayment: 'mortgageErrorDownPayment',
  downPaymentTooHigh: 'mortgageErrorDownPaymentTooHigh',
  interestRate: 'mortgageErrorInterestRate',
  years: 'mortgageErrorYears',
  termTooShort: 'mortgageErrorTermTooShort',
} as const satisfies Record<MortgageInputProblem, string>;

const PROBLEM_FIELD: Record<MortgageInputProblem, keyof MortgageInput> = {
  loanAmount: 'loanAmount',
  downPayment: 'downPayment',
  downPaymentTooHigh: 'downPayment',
  interestRate: 'annualRatePercent',
  years: 'years',
  termTooShort: 'years',
};

/** Amounts in full (two decimals, the configured currency, never abbreviated: a schedule needs the digits). */
function useExactPrice(): (amount: number) => string {
  const settings = useQuery(settingsQueries.web(useAtomValue(userIdAtom))).data?.data ?? {};
  const currency = (settings.selected_currency_data ?? {}) as { code?: string; symbol?: string };
  const symbol = String(settings.currency_symbol ?? currency.symbol ?? '');
  return (amount) =>
    formatPrice(amount, { currencySymbol: symbol, currencyCode: currency.code ?? 'USD', withSuffix: false });
}

function toNumber(value: string | number): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, ''));
}

/** Props of {@link MortgageCalculator}. */
export interface MortgageCalculatorProps {
  /** The property price to start with (the listing's price on its detail page); the loan is this less the down payment. */
  defaultPrice?: number;
  /** A tighter layout for embedding in another page (the detail page). */
  compact?: boolean;
  /** Heading level of the calculator's own headings (2 on its page, 3 inside the detail page). */
  headingLevel?: 2 | 3;
}

/** The calculator: inputs, the summary for everyone, the gated schedule and chart. */
export function MortgageCalculator({ defaultPrice, compact = false, headingLevel = 2 }: MortgageCalculatorProps) {
  const t = useT();
  const uid = useId();
  const session = useSession();
  const gate = usePackageGate();
  const price = useExactPrice();
  const startAmount = defaultPrice && defaultPrice > 0 ? defaultPrice : 5_000_000;
  const [values, setValues] = useState<Record<keyof MortgageInput, string | number>>({
    loanAmount: startAmount,
    downPayment: Math.round(startAmount * MORTGAGE_DEFAULTS.downPaymentShare),
    annualRatePercent: MORTGAGE_DEFAULTS.annualRatePercent,
    years: MORTGAGE_DEFAULTS.years,
  });
  const [detail, setDetail] = useState<'hidden' | 'shown' | 'login'>('hidden');

  const input: MortgageInput = {
    loanAmount: toNumber(values.loanAmount),
    downPayment: values.downPayment === '' ? 0 : toNumber(values.downPayment ?? 0),
    annualRatePercent: toNumber(values.annualRatePercent),
    years: toNumber(values.years),
  };
  const problem = mortgageInputProblem(input);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the four numbers are the whole input.
  const schedule = useMemo(
    () => (problem ? null : amortize(input)),
    [problem, input.loanAmount, input.downPayment, input.annualRatePercent, input.years],
  );
  const errorFor = (field: keyof MortgageInput) =>
    problem && PROBLEM_FIELD[problem] === field ? t(PROBLEM_KEYS[problem]) : undefined;
  const set = (field: keyof MortgageInput) => (v: string | number) => setValues((s) => ({ ...s, [field]: v }));

  const showSchedule = async () => {
    if (!session.isLoggedIn) {
      setDetail('login');
      return;
    }
    if (await gate.check(MORTGAGE_DETAIL_FEATURE)) setDetail('shown');
  };

  const H = `h${headingLevel}` as const;
  return (
    <Stack gap="md" data-testid="mortgage-calculator">
      <Paper withBorder radius="md" p="md">
        <form aria-labelledby={`${uid}-inputs`} onSubmit={(e) => e.preventDefault()} noValidate>
          <Text component={H} fw={700} size="lg" id={`${uid}-inputs`} mb="sm">
            {t('mortgageLoanDetails')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: compact ? 2 : 4 }}>
            <NumberInput
              label={t('mortgagePropertyPrice')}
              min={1}
              allowNegative={false}
              thousandSeparator=","
              value={values.loanAmount}
              onChange={set('loanAmount')}
              error={errorFor('loanAmount')}
            />
            <NumberInput
              label={t('mortgageDownPayment')}
              min={0}
              allowNegative={false}
              thousandSeparator=","
              value={values.downPayment}
              onChange={set('downPayment')}
              error={errorFor('downPayment')}
            />
            <NumberInput
              label={t('mortgageInterestRate')}
              min={0}
              max={100}
              step={0.1}
              decimalScale={3}
              allowNegative={false}
              value={values.annualRatePercent}
              onChange={set('annualRatePercent')}
              error={errorFor('annualRatePercent')}
            />
            <NumberInput
              label={t('mortgageTermYears')}
              min={1}
              max={50}
              decimalScale={1}
              allowNegative={false}
              value={values.years}
              onChange={set('years')}
              error={errorFor('years')}
            />
          </SimpleGrid>
        </form>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${uid}-summary`}>
        <Text component={H} fw={700} size="lg" id={`${uid}-summary`} mb="sm">
          {t('mortgageSummary')}
        </Text>
        {schedule ? (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: compact ? 2 : 5 }}
            component="dl"
            m={0}
            data-testid="mortgage-summary"
            aria-live="polite"
          >
            {(
              [
                ['mortgageLoan', schedule.principal, 'principal'],
                ['mortgageDownPayment', input.downPayment ?? 0, 'down-payment'],
                ['mortgagePayableInterest', schedule.totalInterest, 'interest'],
                ['mortgageMonthlyEmi', schedule.monthlyEmi, 'emi'],
                ['mortgageTotalAmount', schedule.totalAmount, 'total'],
              ] as const
            ).map(([key, amount, id]) => (
              <div key={key}>
                <Text component="dt" size="sm" c="dimmed">
                  {t(key)}
                </Text>
                <Text component="dd" m={0} fw={700} size="lg" data-testid={`mortgage-${id}`}>
                  <bdi dir="ltr">{price(amount)}</bdi>
                </Text>
              </div>
            ))}
          </SimpleGrid>
        ) : (
          <Alert color="red" role="alert" data-testid="mortgage-problem">
            {problem ? t(PROBLEM_KEYS[problem]) : ''}
          </Alert>
        )}
      </Paper>

      {schedule && detail !== 'shown' && (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between">
            <Text size="sm">{t('mortgageScheduleHint')}</Text>
            <Button onClick={showSchedule} loading={gate.checking} data-testid="mortgage-show-schedule">
              {t('mortgageShowSchedule')}
            </Button>
          </Group>
          {detail === 'login' && (
            <Alert color="yellow" mt="sm" role="alert" data-testid="mortgage-login-required">
              {t('mortgageLoginRequired')}{' '}
              <Anchor component={Link} to={roleHref('signIn', { returnTo: link('mortgageCalculator') }) ?? '/'}>
                {t('login')}
              </Anchor>
            </Alert>
          )}
        </Paper>
      )}
      {schedule && detail === 'shown' && (
        <>
          <MortgageChart schedule={schedule} headingLevel={headingLevel} />
          <AmortizationTable schedule={schedule} price={price} headingLevel={headingLevel} />
        </>
      )}
      {gate.dialog}
    </Stack>
  );
}

/** Bar geometry of the chart: one stacked bar (principal below, interest above) per loan year. */
export function chartBars(schedule: MortgageSchedule, height: number) {
  const max = Math.max(...schedule.years.map((y) => y.principal + y.interest), 0);
  const scale = max > 0 ? height / max : 0;
  return schedule.years.map((y) => ({
    year: y.year,
    principalHeight: y.principal * scale,
    interestHeight: y.interest * scale,
  }));
}

const CHART = { width: 640, height: 240, left: 8, right: 8, top: 8, bottom: 24 } as const;

/** The yearly principal and interest as a stacked bar chart (SVG), described for screen readers. */
function MortgageChart({ schedule, headingLevel }: { schedule: MortgageSchedule; headingLevel: 2 | 3 }) {
  const t = useT();
  const uid = useId();
  const price = useExactPrice();
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const plotW = CHART.width - CHART.left - CHART.right;
  const bars = chartBars(schedule, plotH);
  const slot = plotW / Math.max(bars.length, 1);
  const barW = Math.max(2, slot * 0.7);
  const labelEvery = Math.ceil(bars.length / 15);
  const first = schedule.years[0];
  const last = schedule.years.at(-1);
  const description = fill(t('mortgageChartDescription'), {
    years: schedule.years.length,
    firstInterest: price(first?.interest ?? 0),
    firstPrincipal: price(first?.principal ?? 0),
    lastInterest: price(last?.interest ?? 0),
    lastPrincipal: price(last?.principal ?? 0),
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${uid}-title`}>
      <Text component={`h${headingLevel}`} fw={700} size="lg" id={`${uid}-title`} mb="xs">
        {t('mortgageChartTitle')}
      </Text>
      <Group gap="md" mb="xs" aria-hidden="true">
        <Group gap={6}>
          <span
            style={{ width: 12, height: 12, background: 'var(--mantine-color-brand-6)', display: 'inline-block' }}
          />
          <Text size="sm">{t('mortgagePrincipal')}</Text>
        </Group>
        <Group gap={6}>
          <span
            style={{ width: 12, height: 12, background: 'var(--mantine-color-orange-5)', display: 'inline-block' }}
          />
          <Text size="sm">{t('mortgageInterest')}</Text>
        </Group>
      </Group>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        width="100%"
        role="img"
        aria-labelledby={`${uid}-svg-title ${uid}-svg-desc`}
        data-testid="mortgage-chart"
        style={{ maxHeight: 320, display: 'block' }}
      >
        <title id={`${uid}-svg-title`}>{t('mortgageChartTitle')}</title>
        <desc id={`${uid}-svg-desc`}>{description}</desc>
        <line
          x1={CHART.left}
          x2={CHART.width - CHART.right}
          y1={CHART.top + plotH}
          y2={CHART.top + plotH}
          stroke="currentColor"
          strokeOpacity={0.4}
        />
        {bars.map((b, i) => {
          const x = CHART.left + i * slot + (slot - barW) / 2;
          const base = CHART.top + plotH;
          return (
            <g key={b.year} data-testid="mortgage-chart-bar">
              <rect
                x={x}
                y={base - b.principalHeight}
                width={barW}
                height={b.principalHeight}
                fill="var(--mantine-color-brand-6)"
              />
              <rect
                x={x}
                y={base - b.principalHeight - b.interestHeight}
                width={barW}
                height={b.interestHeight}
                fill="var(--mantine-color-orange-5)"
              />
              {i % labelEvery === 0 && (
                <text x={x + barW / 2} y={CHART.height - 6} textAnchor="middle" fontSize={11} fill="currentColor">
                  {b.year}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Text size="sm" c="dimmed" mt="xs">
        {t('mortgageChartTableNote')}
      </Text>
    </Paper>
  );
}

/** The schedule by year; each year's button opens its twelve months. */
function AmortizationTable({
  schedule,
  price,
  headingLevel,
}: {
  schedule: MortgageSchedule;
  price: (n: number) => string;
  headingLevel: 2 | 3;
}) {
  const t = useT();
  const uid = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (year: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  const amount = (n: number) => <bdi dir="ltr">{price(n)}</bdi>;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${uid}-title`}>
      <Text component={`h${headingLevel}`} fw={700} size="lg" id={`${uid}-title`} mb="xs">
        {t('mortgageScheduleTitle')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover data-testid="mortgage-schedule">
          <Table.Caption>{t('mortgageScheduleCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('mortgageYear')}</Table.Th>
              <Table.Th scope="col">{t('mortgagePrincipal')}</Table.Th>
              <Table.Th scope="col">{t('mortgageInterest')}</Table.Th>
              <Table.Th scope="col">{t('mortgageBalance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedule.years.map((y) => {
              const expanded = open.has(y.year);
              const months = schedule.months.slice((y.year - 1) * 12, y.year * 12);
              const monthsId = `${uid}-y${y.year}`;
              return (
                <Fragment key={y.year}>
                  <Table.Tr data-testid="mortgage-year-row">
                    <Table.Th scope="row">
                      <UnstyledButton
                        onClick={() => toggle(y.year)}
                        aria-expanded={expanded}
                        aria-controls={expanded ? monthsId : undefined}
                        fw={600}
                      >
                        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {t('mortgageYear')} {y.year}
                      </UnstyledButton>
                    </Table.Th>
                    <Table.Td>{amount(y.principal)}</Table.Td>
                    <Table.Td>{amount(y.interest)}</Table.Td>
                    <Table.Td>{amount(y.balance)}</Table.Td>
                  </Table.Tr>
                  {expanded &&
                    months.map((m, i) => (
                      <Table.Tr key={m.month} id={i === 0 ? monthsId : undefined} data-testid="mortgage-month-row">
                        <Table.Td ps="xl">
                          {t('mortgageMonth')} {m.month}
                        </Table.Td>
                        <Table.Td>{amount(m.principal)}</Table.Td>
                        <Table.Td>{amount(m.interest)}</Table.Td>
                        <Table.Td>{amount(m.balance)}</Table.Td>
                      </Table.Tr>
                    ))}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
