// Accessible names for Mantine's Pagination: page buttons say which page, controls say where they go.
const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Spread into `<Pagination {...paginationLabels} />`. */
export const paginationLabels = {
  getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
  getControlProps: (control: keyof typeof CONTROL_NAMES) => ({ 'aria-label': CONTROL_NAMES[control] }),
};
