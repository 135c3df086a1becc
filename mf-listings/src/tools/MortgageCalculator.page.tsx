// /mortgage-loan-calculator: the calculator on its own page (summary for everyone, schedule for packages
// with mortgage_calculator_detail).

import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useT } from '../i18n.ts';
import { MortgageCalculator } from './MortgageCalculator.tsx';

/** The mortgage loan calculator page. */
export function MortgageCalculatorPage() {
  const t = useT();
  useEffect(() => {
    document.title = `${t('mortgageTitle')} | Abode`;
  }, [t]);
  return (
    <Stack>
      <Title order={1}>{t('mortgageTitle')}</Title>
      <Text c="dimmed">{t('mortgageIntro')}</Text>
      <MortgageCalculator />
    </Stack>
  );
}
