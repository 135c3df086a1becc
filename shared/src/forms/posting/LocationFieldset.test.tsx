import { useForm } from '@mantine/form';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/index.tsx';
import { LocationFieldset } from './LocationFieldset.tsx';

afterEach(cleanup);

type Place = { location: string; city: string; latitude: string; longitude: string };

/** A form with a place, bound through Mantine's getInputProps; `errors` set as a refused submit would. */
function Place({ pickerShown, error }: { pickerShown: boolean; error?: string }) {
  const form = useForm<Place>({
    initialValues: { location: '', city: 'Pune', latitude: '18.5', longitude: '73.8' },
    initialErrors: { city: 'Please fill all fields' },
  });
  return (
    <form name="place" aria-label="Place">
      <LocationFieldset
        legend="Location"
        testId="place"
        picker={pickerShown ? <div data-testid="picker">map</div> : <p>No map here</p>}
        pickerShown={pickerShown}
        error={error}
        rows={[
          {
            cols: 2,
            fields: [
              { field: 'location', label: 'Address', required: true },
              { field: 'city', label: 'City', required: true },
            ],
          },
        ]}
        coordinates={[
          { field: 'latitude', label: 'Latitude', inputMode: 'decimal' },
          { field: 'longitude', label: 'Longitude', inputMode: 'decimal' },
        ]}
        input={(field) => form.getInputProps(field)}
      />
      <output data-testid="values">{JSON.stringify(form.getValues())}</output>
    </form>
  );
}

describe('LocationFieldset', () => {
  it('binds each place field to the form, with its label, required mark and error', () => {
    renderWithProviders(<Place pickerShown={false} />);
    expect(screen.getByRole('group', { name: 'Location' }).getAttribute('data-testid')).toBe('place');
    const address = screen.getByRole('textbox', { name: /^Address/ }) as HTMLInputElement;
    expect(address.required).toBe(true);
    fireEvent.change(address, { target: { value: 'Baner Road' } });
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '{}').location).toBe('Baner Road');
    const city = screen.getByRole('textbox', { name: /^City/ });
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please fill all fields')).toBeTruthy();
  });

  it('without a picker, shows its stand-in and lets the coordinates be typed', () => {
    renderWithProviders(<Place pickerShown={false} />);
    expect(screen.getByText('No map here')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe('18.5');
    expect(screen.getByRole('textbox', { name: 'Longitude' }).getAttribute('inputmode')).toBe('decimal');
  });

  it('with a picker, sends the coordinates as hidden inputs and says why a picked place is refused', () => {
    const { container } = renderWithProviders(<Place pickerShown error="Please fill all fields of the place" />);
    expect(screen.getByTestId('picker')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Latitude' })).toBeNull();
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="latitude"]');
    expect(hidden?.value).toBe('18.5');
    expect(screen.getByTestId('location-error').textContent).toBe('Please fill all fields of the place');
    expect(screen.getByRole('alert').textContent).toBe('Please fill all fields of the place');
  });
});
