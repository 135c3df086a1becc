import { describe, expect, it } from 'vitest';
import { placeLine } from './address.ts';

describe('placeLine', () => {
  it('shows an auto-filled address once when it already ends with the city, state and country', () => {
    expect(
      placeLine({
        address: 'Bandstand, Bandra West, Mumbai, Maharashtra, India',
        city: 'Mumbai',
        state: 'maharashtra',
        country: 'INDIA',
      }),
    ).toBe('Bandstand, Bandra West, Mumbai, Maharashtra, India');
  });

  it('appends the fields the address lacks, and treats "Mumbai 400050" as naming the city', () => {
    expect(placeLine({ address: 'Bandstand', city: 'Mumbai', state: 'Maharashtra', country: 'India' })).toBe(
      'Bandstand, Mumbai, Maharashtra, India',
    );
    expect(placeLine({ address: 'Hill Road,  Mumbai 400050', city: 'Mumbai', state: '', country: 'India' })).toBe(
      'Hill Road, Mumbai 400050, India',
    );
    expect(placeLine({ address: 'Dubai Marina', city: 'Dubai', state: 'Dubai', country: null })).toBe(
      'Dubai Marina, Dubai',
    );
    expect(placeLine({ address: ' , ', city: '', state: undefined, country: '' })).toBe('');
  });
});
