// /area-converter: a value in one area unit shown in another (with a swap), and in every unit as a table.
// Units: the square forms of spec §9's km, m, mile and yard, plus sq ft, acre, hectare and the Indian
// cent, guntha and bigha (whose definition is stated, since it differs between states).
import { fill, useDirection } from '@abode/shared';
import { ActionIcon, Group, NativeSelect, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n.ts';
import {
  AREA_UNITS,
  type AreaUnit,
  areaPluralCategory,
  BIGHA_DEFINITION,
  convertArea,
  convertAreaToAll,
  formatAreaValue,
  isAreaUnit,
} from './area.ts';

/** The translation key of each unit's name. */
export const AREA_UNIT_KEYS = {
  sqft: 'areaUnitSqft',
  sqm: 'areaUnitSqm',
  sqyd: 'areaUnitSqyd',
  acre: 'areaUnitAcre',
  hectare: 'areaUnitHectare',
  sqkm: 'areaUnitSqkm',
  sqmile: 'areaUnitSqmile',
  cent: 'areaUnitCent',
  guntha: 'areaUnitGuntha',
  bigha: 'areaUnitBigha',
} as const satisfies Record<AreaUnit, string>;

type CountKey = `${(typeof AREA_UNIT_KEYS)[AreaUnit] extends `areaUnit${infer U}` ? `areaCount${U}` : never}_${
  | 'one'
  | 'two'
  | 'few'
  | 'other'}`;
const COUNT_FORMS = ['one', 'two', 'few'] as const;

/** The form of a unit's name for `amount` as shown in `code`: 'one', 'two', 'few', or else 'other'. */
function countForm(amount: number, code: string): 'one' | 'two' | 'few' | 'other' {
  const form = areaPluralCategory(amount, code);
  return (COUNT_FORMS as readonly string[]).includes(form) ? (form as 'one' | 'two' | 'few') : 'other';
}

/** "1 acre", "43,560 square feet", "3 أفدنة (إيكر)": an amount with its unit in the right number. */
export function useAreaCount(): (amount: number, unit: AreaUnit) => string {
  const t = useT();
  const { code } = useDirection();
  return (amount, unit) => {
    const key = `${AREA_UNIT_KEYS[unit].replace('areaUnit', 'areaCount')}_${countForm(amount, code)}` as CountKey;
    return fill(t(key), { n: formatAreaValue(amount, code) });
  };
}

/** The area converter page. */
export function AreaConverterPage() {
  const t = useT();
  const uid = useId();
  const { code } = useDirection();
  const count = useAreaCount();
  const [value, setValue] = useState<string | number>(1);
  const [from, setFrom] = useState<AreaUnit>('acre');
  const [to, setTo] = useState<AreaUnit>('sqft');
  useEffect(() => {
    document.title = `${t('areaTitle')} | Abode`;
  }, [t]);

  const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  const valid = Number.isFinite(amount) && amount >= 0;
  // Refused, never silently turned into another number ("-5" stays -5 and is named as the problem).
  const problem = valid || value === '' ? undefined : amount < 0 ? t('areaValueNegative') : t('areaValueInvalid');
  const result = valid ? convertArea(amount, from, to) : Number.NaN;
  const options = AREA_UNITS.map((u) => ({ value: u, label: t(AREA_UNIT_KEYS[u]) }));
  const pick = (setter: (u: AreaUnit) => void) => (e: React.ChangeEvent<HTMLSelectElement>) => {
    const unit = e.currentTarget.value;
    if (isAreaUnit(unit)) setter(unit);
  };

  return (
    <Stack>
      <Title order={1}>{t('areaTitle')}</Title>
      <Text c="dimmed">{t('areaIntro')}</Text>
      <Paper withBorder radius="md" p="md">
        <form aria-label={t('areaTitle')} onSubmit={(e) => e.preventDefault()} noValidate>
          <Group align="flex-end" wrap="wrap">
            <NumberInput
              label={t('areaValue')}
              thousandSeparator=","
              decimalScale={6}
              value={value}
              onChange={setValue}
              error={problem}
              w={200}
            />
            <NativeSelect label={t('areaFrom')} value={from} onChange={pick(setFrom)} data={options} w={200} />
            <ActionIcon
              variant="default"
              size="lg"
              mb={2}
              aria-label={t('areaSwap')}
              title={t('areaSwap')}
              onClick={() => {
                setFrom(to);
                setTo(from);
              }}
            >
              <span aria-hidden="true">⇄</span>
            </ActionIcon>
            <NativeSelect label={t('areaTo')} value={to} onChange={pick(setTo)} data={options} w={200} />
          </Group>
          <Text mt="md" size="xl" fw={700} aria-live="polite" data-testid="area-result">
            {valid ? (
              <output>
                {count(amount, from)} = {count(result, to)}
              </output>
            ) : (
              ''
            )}
          </Text>
        </form>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${uid}-all`}>
        <Text component="h2" fw={700} size="lg" id={`${uid}-all`} mb="xs">
          {t('areaAllUnits')}
        </Text>
        <Table striped data-testid="area-table">
          <Table.Caption>
            {fill(t('areaBighaNote'), { sqft: formatAreaValue(BIGHA_DEFINITION.sqft, code) })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('areaUnit')}</Table.Th>
              <Table.Th scope="col">{t('areaValue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(valid ? convertAreaToAll(amount, from) : []).map((row) => (
              <Table.Tr key={row.unit} data-unit={row.unit}>
                <Table.Th scope="row">{t(AREA_UNIT_KEYS[row.unit])}</Table.Th>
                <Table.Td>
                  <bdi dir="ltr">{formatAreaValue(row.value, code)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
