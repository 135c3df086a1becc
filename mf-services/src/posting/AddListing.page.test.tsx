// Posting and editing a service or a repair work: the gates (a complete profile, then service_list with the
// spec's dialog), the spec's messages word for word, the photo rule checked in the browser, the multipart body,
// the "pending review" note on the owner's list, and an edit's removals and `?slug_id=`.
import { AppProviders, createQueryClient } from '@abode/shared';
import {
  fail,
  ok,
  registerSections,
  renderWithProviders,
  standInSections,
  stubApi,
  withSections,
} from '@abode/shared/test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MyServicesPage } from '../manage/MyListings.page.tsx';
import { section } from '../section.ts';
import { aRepairWorkDetail, aServiceDetail, completeCustomer, formAnswers, pngFile } from '../test/fixtures.ts';
import { chooseOption, fillText, setPhotoSize, setUpPostingTests } from '../test/forms.ts';
import { lendingListings, lentPicker, withWidgetHost } from '../test/lent-widgets.tsx';
import { AddRepairWorkPage, AddServicePage, EditRepairWorkPage, EditServicePage } from './AddListing.page.tsx';

withSections(section, standInSections.account, standInSections.payments);
setUpPostingTests();

describe('AddServicePage', () => {
  it('asks for a complete profile first', async () => {
    const api = stubApi(formAnswers({ 'get-user-data': ok({ ...completeCustomer, address: '' }) }));
    renderWithProviders(<AddServicePage />, { path: '/user/add-service' });
    expect((await screen.findByTestId('profile-incomplete')).textContent).toContain(
      'You have not completed your profile yet. Please complete first',
    );
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/user/profile');
    expect(api.of('check-package-limit')).toHaveLength(0);
  });

  it('checks service_list and shows the spec’s dialog, whose OK leads to the plans', async () => {
    const api = stubApi(
      formAnswers({
        'check-package-limit': ok({ package_available: false, feature_available: false, limit_available: false }),
      }),
    );
    const { router } = renderWithProviders(<AddServicePage />, { path: '/user/add-service' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('package-gate-message').textContent).toBe(
      'You have not subscribed. Please subscribe first',
    );
    expect(api.of('check-package-limit')[0]?.url.searchParams.get('type')).toBe('service_list');
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/subscription-plan');
  });

  it('says the package limit is over in the spec’s words', async () => {
    stubApi(
      formAnswers({
        'check-package-limit': ok({ package_available: true, feature_available: true, limit_available: false }),
      }),
    );
    renderWithProviders(<AddServicePage />, { path: '/user/add-service' });
    expect((await screen.findByTestId('package-gate-message')).textContent).toBe(
      'Your Package Limit is Over. Please Purchase Package.',
    );
  });

  it('shows the spec’s messages for an empty or wrong form and sends nothing', async () => {
    const api = stubApi(formAnswers());
    renderWithProviders(<AddServicePage />, { path: '/user/add-service' });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit service' }));
    for (const text of [
      'Title is required',
      'Description field is required',
      'Please select a Title Image',
      'Please select a service type',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    // Location and city each say so.
    expect(screen.getAllByText('Please fill all fields')).toHaveLength(2);
    fillText('Email', 'not-an-email');
    fillText('Phone number', '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Submit service' }));
    expect(await screen.findByText('Email address is invalid')).toBeTruthy();
    expect(screen.getByText('Phone number is invalid')).toBeTruthy();
    expect(api.of('post-service')).toHaveLength(0);
  });

  it('refuses a photo that is not JPEG or PNG, or smaller than 120×120', async () => {
    stubApi(formAnswers());
    renderWithProviders(<AddServicePage />, { path: '/user/add-service' });
    const input = await screen.findByTestId('input-title_image');
    await userEvent.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText('Photos must be JPEG or PNG, at least 120x120.')).toBeTruthy();
    setPhotoSize(100, 100);
    await userEvent.upload(screen.getByTestId('input-gallery_images'), [pngFile('small.png')]);
    // A refused gallery photo is named.
    expect(await screen.findByText('small.png: Photos must be JPEG or PNG, at least 120x120.')).toBeTruthy();
    expect(screen.getByText('Photos must be JPEG or PNG, at least 120x120.')).toBeTruthy();
    expect(screen.queryByTestId('gallery-new')).toBeNull();
    setPhotoSize(120, 120);
    await userEvent.upload(input, pngFile('ok.png'));
    await userEvent.upload(screen.getByTestId('input-gallery_images'), [pngFile('g1.png'), pngFile('g2.png')]);
    await waitFor(() => expect(screen.getAllByTestId('gallery-new')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(/Photos must be JPEG or PNG/)).toBeNull());
  });

  it('posts every field as one multipart post-service, then shows the owner it is pending review', async () => {
    const api = stubApi(
      formAnswers({
        'post-service': ok(aServiceDetail({ request_status: 'pending' }), { message: 'Service Post Successfully' }),
        'my-service': ok([aServiceDetail({ request_status: 'pending', status: 0 })]),
      }),
    );
    const router = createMemoryRouter(
      [
        { path: '/user/add-service', element: withWidgetHost(<AddServicePage />) },
        { path: '/user/my-services', element: <MyServicesPage /> },
      ],
      { initialEntries: ['/user/add-service'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await chooseOption('Service type', 'Interiors');
    fillText('Title', 'Bright Interiors');
    fillText('Description', 'Homes made bright.');
    fillText('Timing', '10 AM – 7 PM');
    fillText('Company name', 'Bright & Co');
    fillText('Phone number', '+91 98450 22222');
    fillText('Email', 'hello@bright.example');
    fillText('Website', 'https://bright.example');
    fillText('Location', 'Koregaon Park');
    fillText('City', 'Pune');
    await userEvent.upload(screen.getByTestId('input-title_image'), pngFile('front.png'));
    await userEvent.upload(screen.getByTestId('input-gallery_images'), [pngFile('g1.png')]);
    await userEvent.upload(
      screen.getByTestId('input-documents'),
      new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit service' }));
    await waitFor(() => expect(api.of('post-service')).toHaveLength(1));
    const call = api.of('post-service')[0];
    expect(call?.url.searchParams.has('slug_id')).toBe(false);
    const form = call?.form as FormData;
    expect(form.get('service_type_id')).toBe('2');
    expect(form.get('title')).toBe('Bright Interiors');
    expect(form.get('timing')).toBe('10 AM – 7 PM');
    expect(form.get('company_name')).toBe('Bright & Co');
    expect(form.get('city')).toBe('Pune');
    expect(form.get('location')).toBe('Koregaon Park');
    expect(form.has('address')).toBe(false);
    expect((form.get('title_image') as File).name).toBe('front.png');
    expect((form.getAll('gallery_images[]') as File[]).map((f) => f.name)).toEqual(['g1.png']);
    expect((form.get('documents[]') as File).name).toBe('brochure.pdf');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-services'));
    expect((await screen.findByTestId('posted-pending')).textContent).toContain('pending review');
    expect(await screen.findByTestId('badge-pending')).toBeTruthy();
  });

  it('fills the location from the map the listings section lends', async () => {
    registerSections(section, standInSections.account, standInSections.payments, lendingListings);
    stubApi(formAnswers());
    renderWithProviders(withWidgetHost(<AddServicePage />), { path: '/user/add-service' });
    await screen.findByTestId('location-picker');
    lentPicker.pick({
      city: 'Pune',
      state: 'MH',
      country: 'India',
      formatted_address: 'Baner Road, Pune',
      latitude: 18.5642345,
      longitude: 73.7769,
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Location' }) as HTMLInputElement).value).toBe('Baner Road, Pune'),
    );
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Pune');
    expect(screen.getByTestId('location-picker').textContent).toBe('18.564235,73.7769');
  });

  it('shows the server’s refusal above the button', async () => {
    stubApi(formAnswers({ 'post-service': fail(400, 'Title must be at most 255 characters', 'VALIDATION') }));
    renderWithProviders(<AddServicePage />, { path: '/user/add-service' });
    await chooseOption('Service type', 'Plumbing');
    fillText('Title', 'Pipes');
    fillText('Description', 'Pipes fixed.');
    fillText('Location', 'Baner');
    fillText('City', 'Pune');
    await userEvent.upload(screen.getByTestId('input-title_image'), pngFile());
    await userEvent.click(screen.getByRole('button', { name: 'Submit service' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Title must be at most 255 characters');
  });
});

describe('AddRepairWorkPage', () => {
  it('asks for a category, then offers its sub-categories, and posts the repair fields', async () => {
    const api = stubApi(formAnswers({ 'post-repairworks': ok(aRepairWorkDetail(), { message: 'ok' }) }));
    renderWithProviders(<AddRepairWorkPage />, { path: '/user/add-repair-work' });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit repair work' }));
    expect(await screen.findByText('Please select Category')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sub-category' }) as HTMLInputElement).disabled).toBe(true);
    await chooseOption('Category', 'Plumbing');
    await waitFor(() =>
      expect(api.of('get-repairworks-sub-category')[0]?.url.searchParams.get('repair_category_id')).toBe('2'),
    );
    await chooseOption('Sub-category', 'Leaks');
    fillText('Title', 'Leaking tap');
    fillText('Description', 'Drips all night.');
    fillText('Contact person', 'Arjun');
    fillText('Location of the issue', 'Kitchen');
    fireEvent.change(screen.getByLabelText('Service date'), { target: { value: '2025-03-10' } });
    fillText('Location', 'Baner');
    fillText('City', 'Pune');
    await userEvent.upload(screen.getByTestId('input-title_image'), pngFile());
    await userEvent.click(screen.getByRole('button', { name: 'Submit repair work' }));
    await waitFor(() => expect(api.of('post-repairworks')).toHaveLength(1));
    const form = api.of('post-repairworks')[0]?.form as FormData;
    expect(form.get('category_id')).toBe('2');
    expect(form.get('sub_category_id')).toBe('5');
    expect(form.get('service_date')).toBe('2025-03-10');
    expect(form.get('contact_name')).toBe('Arjun');
    expect(form.get('location_of_issue')).toBe('Kitchen');
    expect(form.has('service_type_id')).toBe(false);
  });
});

describe('editing', () => {
  it('fills the service form, needs no package, and sends removals with ?slug_id=', async () => {
    const api = stubApi(
      formAnswers({
        'my-service': ok([aServiceDetail({ is_owner: true })]),
        'post-service': ok(aServiceDetail(), { message: 'Service Update Successfully' }),
      }),
    );
    renderWithProviders(<EditServicePage />, {
      path: '/user/edit-service/pipe-masters-11',
      route: '/user/edit-service/:slug_id',
    });
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('Pipe Masters');
    expect(api.of('check-package-limit')).toHaveLength(0);
    expect(api.of('my-service')[0]?.url.searchParams.get('slug_id')).toBe('pipe-masters-11');
    await userEvent.click(screen.getByRole('button', { name: 'Remove: g3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove: price list' }));
    fillText('Timing', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.of('post-service')).toHaveLength(1));
    const call = api.of('post-service')[0];
    expect(call?.url.searchParams.get('slug_id')).toBe('pipe-masters-11');
    const form = call?.form as FormData;
    expect(form.get('remove_gallery')).toBe('3');
    expect(form.get('remove_doc')).toBe('4');
    // A cleared field is sent blank; the stored title image stays (no file sent).
    expect(form.get('timing')).toBe('');
    expect(form.has('title_image')).toBe(false);
  });

  it('fills the repair form with its category and sub-category', async () => {
    stubApi(formAnswers({ 'my-repairworks': ok([aRepairWorkDetail({ is_owner: true })]) }));
    renderWithProviders(<EditRepairWorkPage />, {
      path: '/user/edit-repair-work/leaking-tap-31',
      route: '/user/edit-repair-work/:slug_id',
    });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Sub-category' }) as HTMLInputElement).value).toBe('Leaks'),
    );
    expect((screen.getByRole('textbox', { name: 'Location of the issue' }) as HTMLInputElement).value).toBe('Kitchen');
  });

  it('shows the error with a retry when the listing cannot be loaded', async () => {
    stubApi(formAnswers({ 'my-service': fail(500, 'Something Went Wrong', 'INTERNAL') }));
    renderWithProviders(<EditServicePage />, {
      path: '/user/edit-service/pipe-masters-11',
      route: '/user/edit-service/:slug_id',
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
