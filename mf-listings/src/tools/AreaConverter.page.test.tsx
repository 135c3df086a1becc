import { abodeStore, INITIAL_LANGUAGE, languageAtom } from '@abode/shared';
import { renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaConverterPage } from './AreaConverter.page.tsx';
import { AREA_UNITS } from './area.ts';

afterEach(() => {
  cleanup();
  abodeStore.set(languageAtom, INITIAL_LANGUAGE);
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
    expect(result()).toBe('1 acre = 43,560 square feet');
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
    await waitFor(() => expect(result()).toBe('2 hectares = 20,000 square metres'));
    await user.click(screen.getByRole('button', { name: 'Swap units' }));
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('sqm');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('hectare');
    expect(result()).toBe('2 square metres = 0.0002 hectares');
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

  it('refuses a negative area with a message instead of converting its absolute value', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<AreaConverterPage />, { path: '/area-converter' });
    const value = screen.getByLabelText('Value') as HTMLInputElement;
    await user.clear(value);
    await user.type(value, '-5');
    await user.tab();
    expect(value.value).toBe('-5');
    expect(result()).toBe('');
    expect(screen.getByText('An area cannot be negative: enter a number of 0 or more.')).toBeTruthy();
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByTestId('area-table')).getAllByRole('row')).toHaveLength(1);
  });

  it('names one unit in the singular and others in the plural', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<AreaConverterPage />, { path: '/area-converter' });
    const value = screen.getByLabelText('Value');
    await user.selectOptions(screen.getByLabelText('From'), 'Square feet (sq ft)');
    await user.selectOptions(screen.getByLabelText('To'), 'Square feet (sq ft)');
    await waitFor(() => expect(result()).toBe('1 square foot = 1 square foot'));
    await user.clear(value);
    await user.type(value, '43560');
    await user.selectOptions(screen.getByLabelText('To'), 'Acres');
    await waitFor(() => expect(result()).toBe('43,560 square feet = 1 acre'));
  });
});

describe('AreaConverterPage in Arabic', { timeout: 20_000 }, () => {
  const n = (x: number) => new Intl.NumberFormat('ar').format(x);
  it('writes the unit in the Arabic number form: singular, dual, plural of 3 to 10, singular after 10', async () => {
    stubApi({});
    const user = userEvent.setup();
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
    });
    renderWithProviders(<AreaConverterPage />, { path: '/area-converter' });
    const value = screen.getByLabelText('القيمة');
    await user.selectOptions(screen.getByLabelText('إلى'), 'فدان (إيكر)');
    await waitFor(() => expect(result()).toBe(`${n(1)} فدان (إيكر) = ${n(1)} فدان (إيكر)`));
    await user.clear(value);
    await user.type(value, '2');
    await waitFor(() => expect(result()).toBe(`${n(2)} فدانان (إيكر) = ${n(2)} فدانان (إيكر)`));
    await user.clear(value);
    await user.type(value, '3');
    await waitFor(() => expect(result()).toBe(`${n(3)} أفدنة (إيكر) = ${n(3)} أفدنة (إيكر)`));
    await user.clear(value);
    await user.type(value, '11');
    await waitFor(() => expect(result()).toBe(`${n(11)} فدان (إيكر) = ${n(11)} فدان (إيكر)`));
  });
});
