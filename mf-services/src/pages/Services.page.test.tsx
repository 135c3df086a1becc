import { renderWithProviders } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesPage } from './Services.page.tsx';

function service(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug_id: `service-${id}`,
    service_type_id: 1,
    service_type: { id: 1, name: 'Plumbing' },
    user_id: 4,
    title: `Service ${id}`,
    timing: '9 AM - 6 PM',
    company_name: `Company ${id}`,
    price: 150000,
    phone: '+91 98765 43210',
    email: 'info@example.com',
    whatsapp_number: '',
    since: '2015',
    website_link: '',
    city: 'Pune',
    location: 'Baner',
    address: 'Baner Road',
    description: 'We fix pipes.',
    title_image: `https://cdn.example/s${id}.jpg`,
    gallery_images: [],
    documents: [],
    status: 1,
    request_status: 'approved',
    rating_avg: 0,
    rating_count: 0,
    total_click: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const SETTINGS = {
  currency_symbol: '₹',
  selected_currency_data: { code: 'INR', symbol: '₹' },
  number_with_suffix: '1',
};

let fetchMock: ReturnType<typeof vi.fn>;
const serviceCalls = () => fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/get-service'));

function stubApi(services: (url: URL) => Response) {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/get-service')) return services(url);
    if (url.pathname.endsWith('/web-settings')) return json({ error: false, message: '', data: SETTINGS });
    return json({ error: false, message: '', data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
}

describe('ServicesPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows title, company, type, city, the price in the configured currency and a tel: link', async () => {
    stubApi(() =>
      json({
        error: false,
        message: 'Data Fetch Successfully',
        data: [
          service(1, { title: 'Pipe Masters', company_name: 'Masters & Sons' }),
          service(2, {
            title: 'Bright Interiors',
            service_type_id: 2,
            service_type: { id: 2, name: 'Interiors' },
            price: null,
            city: 'Mumbai',
          }),
        ],
        total: 2,
      }),
    );
    renderWithProviders(<ServicesPage />, { path: '/services' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Pipe Masters' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    expect(document.title).toBe('Services | Abode');
    const [first, second] = screen.getAllByTestId('service-card') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Masters & Sons')).toBeTruthy();
    expect(within(first).getByText('Plumbing')).toBeTruthy();
    expect(within(first).getByText('Pune')).toBeTruthy();
    // 150000 INR with number_with_suffix '1' is abbreviated in lakh.
    await waitFor(() => expect(within(first).getByTestId('service-price').textContent).toBe('Price: ₹ 1.50 L'));
    const phone = within(first).getByRole('link', { name: 'Phone number: +91 98765 43210' });
    expect(phone.getAttribute('href')).toBe('tel:+919876543210');
    expect(within(second).getByText('Interiors')).toBeTruthy();
    expect(within(second).queryByTestId('service-price')).toBeNull();
    // The type filter offers the types the list has shown.
    fireEvent.click(screen.getByRole('combobox', { name: 'Service type' }));
    expect(await screen.findByRole('option', { name: 'Interiors', hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Plumbing', hidden: true })).toBeTruthy();
  });

  it('sends search and city, and asks for offset=12 on page 2', async () => {
    stubApi((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return json({
        error: false,
        message: '',
        data: [service(offset + 1, { title: `Result at ${offset}` })],
        total: 25,
      });
    });
    renderWithProviders(<ServicesPage />, { path: '/services' });
    expect(await screen.findByText('Result at 0')).toBeTruthy();
    expect(serviceCalls()[0]).toContain('offset=0');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'pipe' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() =>
      expect(serviceCalls().some((u) => u.includes('search=pipe') && u.includes('city=Pune'))).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Result at 12')).toBeTruthy();
    const last = serviceCalls().at(-1) ?? '';
    expect(last).toContain('offset=12');
    expect(last).toContain('limit=12');
    expect(last).toContain('search=pipe');
  });

  it('shows the error state when the API fails', async () => {
    stubApi(() => json({ error: true, message: 'Something Went Wrong', code: 'INTERNAL' }, 500));
    renderWithProviders(<ServicesPage />, { path: '/services' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something Went Wrong');
  });
});
