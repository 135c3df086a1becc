// Mantine's Pagination with accessible names in the selected language: page buttons say which page, controls
// say where they go.
import { fill, useT } from '@abode/shared/core';
import { Pagination, type PaginationProps } from '@mantine/core';
import { useMemo } from 'react';

type Control = 'first' | 'previous' | 'next' | 'last';

/** Item and control props naming each button, for `<Pagination {...usePaginationLabels()} />`. */
export function usePaginationLabels() {
  const t = useT();
  return useMemo(() => {
    const names: Record<Control, string> = {
      first: t('paginationFirst'),
      previous: t('paginationPrevious'),
      next: t('paginationNext'),
      last: t('paginationLast'),
    };
    return {
      getItemProps: (page: number) => ({ 'aria-label': fill(t('paginationPage'), { page }) }),
      getControlProps: (control: Control) => ({ 'aria-label': names[control] }),
    };
  }, [t]);
}

/** Page buttons: Mantine's Pagination with translated accessible names. */
export function PageButtons(props: PaginationProps) {
  return <Pagination {...usePaginationLabels()} {...props} />;
}
