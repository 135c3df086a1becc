// The facts of an item as a description list (label, then value; blank values left out), beside shared's
// DetailSection: the parts every detail page here is built of.
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of an item: its label and value (text, or a link), and a test id. */
export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

const blank = (value: ReactNode) =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/** Whether any of `facts` has a value to show. */
export const hasFacts = (facts: Fact[]) => facts.some((f) => !blank(f.value));

/** The facts as a description list, in a grid of up to three columns; the user's text keeps its own direction. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} m={0}>
      {facts
        .filter((f) => !blank(f.value))
        .map((f) => (
          <div key={f.label} data-testid={f.testId}>
            <Text component="dt" size="sm" c="dimmed">
              {f.label}
            </Text>
            <Text component="dd" m={0} fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {f.value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}
