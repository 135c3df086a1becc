// Realistic API answers for this section's tests.
import type { Property } from './property.types.ts';

export const settingsBody = {
  error: false,
  message: '',
  data: {
    currency_symbol: '₹',
    number_with_suffix: '1',
    selected_currency_data: { code: 'INR', symbol: '₹' },
    languages: [],
  },
};

export function property(over: Partial<Property> = {}): Property {
  return {
    id: 1,
    slug_id: 'sea-view-apartment-bandra',
    title: 'Sea View Apartment',
    description: 'Three bedrooms facing the sea.',
    price: 25_000_000,
    property_type: 'sell',
    category: { id: 2, category: 'Apartment' },
    title_image: '/uploads/a.jpg',
    address: 'Bandstand',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    ...over,
  };
}

/** A fetch stub answering by endpoint name; records every requested URL. */
export function stubApi(routes: Record<string, (url: URL) => { status?: number; body: unknown }>) {
  const calls: URL[] = [];
  const fetchStub = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const name = url.pathname.replace(/^\/api\//, '');
    const route = routes[name];
    const { status = 200, body } = route ? route(url) : { status: 404, body: { error: true, message: 'not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetchStub };
}
