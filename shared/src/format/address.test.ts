import { describe, expect, it } from 'vitest';
import { formatPlace, placeLine } from './address.ts';

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

describe('formatPlace', () => {
  it('names each place once, in the order given, whatever the case or spacing', () => {
    expect(formatPlace('Pune, Maharashtra, India', 'Pune')).toBe('Pune, Maharashtra, India');
    expect(formatPlace('52, Anna Nagar, Chennai', 'Anna Nagar', 'chennai ')).toBe('52, Anna Nagar, Chennai');
    expect(formatPlace('Koregaon  Park', 'PUNE', 'Pune', 'Maharashtra')).toBe('Koregaon Park, PUNE, Maharashtra');
  });

  it('drops empty parts and pieces, and a place already named with its postal code', () => {
    expect(formatPlace('', null, undefined, ' , ,', 'Goa')).toBe('Goa');
    expect(formatPlace('T Nagar, Chennai 600017', 'Chennai', 'Tamil Nadu')).toBe('T Nagar, Chennai 600017, Tamil Nadu');
    expect(formatPlace()).toBe('');
  });

  it('keeps a place that only contains another one', () => {
    expect(formatPlace('New Delhi', 'Delhi')).toBe('New Delhi, Delhi');
  });

  it('puts the locality before the city for kinds that store both', () => {
    expect(placeLine({ location: 'Anna Nagar', city: 'Chennai', address: '52, Anna Nagar, Chennai' })).toBe(
      '52, Anna Nagar, Chennai',
    );
  });
});
