// The frame of the login and register pages: a narrow card with the page heading.
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred card with a level-1 heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={440} mx="auto" w="100%" py="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        {children}
      </Paper>
    </Stack>
  );
}
