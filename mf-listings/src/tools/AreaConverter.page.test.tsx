import { AREA_UNITS } from '@abode/shared';
import { renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaConverterPage } from './AreaConverter.page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const result = () => screen.getByTestId('area-result').textContent;
const row = (unit: string) => {
  const tr = document.querySelector(`[data-testid="area-table"] tr[data-unit="${unit}"]`);
  if (!tr) throw new Error(`no row for ${unit}`);
  return tr as HTMLElement;
};

// Typing through user-event is slow when the whole suite runs in parallel.
describe('AreaConverterPage', { timeout: 20_000 }, () => {
  it('starts at 1 acre = 43,560 sq ft and lists every unit', () => {
    stubApi({});
    renderWithProviders(<AreaConverterPage />, { path: '/area-converter' });
    expect(result()).toBe('1 Acres = 43,560 Square feet (sq ft)');
    const rows = within(screen.getByTestId('area-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(AREA_UNITS.length);
    expect(within(row('sqft')).getByText('43,560')).toBeTruthy();
    expect(within(row('guntha')).getByText('40')).toBeTruthy();
    expect(within(row('cent')).getByText('100')).toBeTruthy();
    expect(within(row('bigha')).getByText('1.6')).toBeTruthy();
    expect(within(row('hectare')).getByText('0.404686')).toBeTruthy();
    // The bigha used is stated.
    expect(screen.getByText(/Rajasthan pucca bigha of 27,225 sq ft/)).toBeTruthy();
  });

  it('converts a typed value between the chosen units, and swaps them', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<AreaConverterPage />, { path: '/area-converter' });
    const value = screen.getByLabelText('Value');
    await user.clear(value);
    await user.type(value, '2');
    await user.selectOptions(screen.getByLabelText('From'), 'Hectares');
    await user.selectOptions(screen.getByLabelText('To'), 'Square metres (sq m)');
    await waitFor(() => expect(result()).toBe('2 Hectares = 20,000 Square metres (sq m)'));
    await user.click(screen.getByRole('button', { name: 'Swap units' }));
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('sqm');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('hectare');
    expect(result()).toBe('2 Square metres (sq m) = 0.0002 Hectares');
    expect(within(row('sqft')).getByText('21.5278')).toBeTruthy();
  });

  it('shows nothing for an empty value', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<AreaConverterPage />, { path: '/area-converter' });
    await user.clear(screen.getByLabelText('Value'));
    expect(result()).toBe('');
    expect(within(screen.getByTestId('area-table')).getAllByRole('row')).toHaveLength(1);
  });
});
