import { abodeStore, INITIAL_LANGUAGE, languageAtom } from '@abode/shared';
import { fail, ok, renderWithProviders, standInSections, stubApi, withSections } from '@abode/shared/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { section } from '../../section.ts';
import { chooseOption, fillText, setPhotoSize, setUpPostingTests } from '../../test/forms.ts';
import { MyJointVenturesPage } from '../manage/MyVentures.page.tsx';
import { buildConstructionDetail, buildJvDetail, completeCustomer, formAnswers, pngFile } from '../test/fixtures.ts';
import {
  AddConstructionPage,
  AddJointVenturePage,
  EditConstructionPage,
  EditJointVenturePage,
} from './AddVenture.page.tsx';

withSections(section, standInSections.account, standInSections.payments);
setUpPostingTests();

/** The add page, and the owner's list a saved post leads to. */
function renderAddJv() {
  return renderWithProviders(
    <Routes>
      <Route path="/user/add-joint-venture" element={<AddJointVenturePage />} />
      <Route path="/user/my-joint-ventures" element={<MyJointVenturesPage />} />
    </Routes>,
    { path: '/user/add-joint-venture' },
  );
}

describe('AddJointVenturePage', () => {
  it('asks for a complete profile first', async () => {
    stubApi(formAnswers({ 'get-user-data': ok({ ...completeCustomer, address: '', is_profile_complete: false }) }));
    renderAddJv();
    expect((await screen.findByTestId('profile-incomplete')).textContent).toContain(
      'You have not completed your profile yet. Please complete first',
    );
  });

  it('checks service_list and shows the spec’s dialog, whose OK leads to the plans, when there is no package', async () => {
    const api = stubApi(
      formAnswers({
        'check-package-limit': ok({ package_available: false, feature_available: false, limit_available: false }),
      }),
    );
    const { router } = renderAddJv();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('package-gate-message').textContent).toBe(
      'You have not subscribed. Please subscribe first',
    );
    expect(api.of('check-package-limit')[0]?.url.searchParams.get('type')).toBe('service_list');
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-plan'));
  });

  it('says when the package limit is over', async () => {
    stubApi(
      formAnswers({
        'check-package-limit': ok({ package_available: true, feature_available: true, limit_available: false }),
      }),
    );
    renderAddJv();
    expect((await screen.findByTestId('package-required')).textContent).toContain(
      'Your Package Limit is Over. Please Purchase Package.',
    );
  });

  it('shows the spec’s messages for an empty form and sends nothing', async () => {
    const api = stubApi(formAnswers());
    renderAddJv();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    for (const text of [
      'Title is required',
      'Description field is required',
      'Please select a post type',
      'Please select a JV type',
      'Please select a Title Image',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    // The place and its city each say so.
    expect(screen.getAllByText('Please fill all fields')).toHaveLength(2);
    expect(api.of('post-jv')).toHaveLength(0);
  });

  it('says when an email, a phone number or a website is not one', async () => {
    stubApi(formAnswers());
    renderAddJv();
    await screen.findByRole('button', { name: 'Submit for review' });
    fillText('Email', 'ravi@');
    fillText('Phone number', '12ab');
    fillText('Website', 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Email address is invalid')).toBeTruthy();
    expect(screen.getByText('Phone number is invalid')).toBeTruthy();
    expect(screen.getByText('Website link must start with http:// or https://')).toBeTruthy();
  });

  it('refuses a photo that is not JPEG or PNG, or smaller than 120×120, in the browser', async () => {
    stubApi(formAnswers());
    renderAddJv();
    const input = await screen.findByTestId('input-title_image');
    await userEvent.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText('Photos must be JPEG or PNG, at least 120x120.')).toBeTruthy();
    setPhotoSize(100, 100);
    await userEvent.upload(input, pngFile('tiny.png'));
    expect(await screen.findByText('Photos must be JPEG or PNG, at least 120x120.')).toBeTruthy();
    await userEvent.upload(screen.getByTestId('input-gallery_images'), [pngFile('small.png')]);
    expect(await screen.findByText('small.png: Photos must be JPEG or PNG, at least 120x120.')).toBeTruthy();
    setPhotoSize(120, 120);
    await userEvent.upload(input, pngFile('ok.png'));
    await waitFor(() => expect(screen.queryAllByText('Photos must be JPEG or PNG, at least 120x120.')).toHaveLength(0));
  });

  it('posts every field as one multipart post-jv, then shows “pending review” in my joint ventures', async () => {
    const saved = buildJvDetail({ request_status: 'pending', status: 0, is_owner: true });
    const api = stubApi(
      formAnswers({
        'post-jv': ok(saved, { message: 'Joint Venture Post Successfully' }),
        'my-joint-venture': ok([]),
      }),
    );
    const { router } = renderAddJv();
    await chooseOption('Post type', 'Land owner');
    await chooseOption('JV type', 'Revenue share');
    fillText('Title', 'Four acres in Hinjewadi');
    fillText('Description', 'Clear title.');
    fillText('Land size', '4 acres');
    fillText('Brokerage', '1%');
    fillText('Ownership status', 'Freehold');
    fireEvent.change(screen.getByLabelText('Expected date'), { target: { value: '2026-09-30' } });
    fillText('Company name', 'Green Acres');
    fillText('Contact person', 'Ravi Kumar');
    fillText('Phone number', '+91 98450 11111');
    fillText('WhatsApp number', '+91 98450 22222');
    fillText('Email', 'ravi@greenacres.test');
    fillText('Website', 'https://greenacres.test');
    fillText('Location', 'Hinjewadi Phase 2, Pune');
    fillText('City', 'Pune');
    fillText('Address', 'Plot 14');
    await userEvent.upload(screen.getByTestId('input-title_image'), pngFile('land.png'));
    await userEvent.upload(screen.getByTestId('input-gallery_images'), [pngFile('road.png'), pngFile('gate.png')]);
    await userEvent.upload(screen.getByTestId('input-file_upload'), [
      new File(['%PDF-1.4'], 'deed.pdf', { type: 'application/pdf' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.of('post-jv')).toHaveLength(1));
    const call = api.of('post-jv')[0];
    expect(call?.url.searchParams.has('slug_id')).toBe(false);
    const form = call?.form as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      title: 'Four acres in Hinjewadi',
      description: 'Clear title.',
      company_name: 'Green Acres',
      contact_name: 'Ravi Kumar',
      phone: '+91 98450 11111',
      email: 'ravi@greenacres.test',
      whatsapp_number: '+91 98450 22222',
      website_link: 'https://greenacres.test',
      city: 'Pune',
      location: 'Hinjewadi Phase 2, Pune',
      address: 'Plot 14',
      post_type: '1',
      jv_type: '5',
      land_size: '4 acres',
      brokerage: '1%',
      ownership_status: 'Freehold',
      expected_date: '2026-09-30',
    });
    expect((form.get('title_image') as File).name).toBe('land.png');
    expect(form.getAll('gallery_images[]').map((f) => (f as File).name)).toEqual(['road.png', 'gate.png']);
    expect(form.getAll('file_upload[]').map((f) => (f as File).name)).toEqual(['deed.pdf']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-joint-ventures'));
    expect((await screen.findByTestId('saved-note')).textContent).toBe(
      '“Four acres in Hinjewadi” was saved and is pending review: it will be listed once an admin approves it.',
    );
    expect(await screen.findByText('Joint Venture Post Successfully')).toBeTruthy();
  });
});

describe('AddConstructionPage', () => {
  it('asks for the project type by its name, and posts post-construction', { timeout: 40_000 }, async () => {
    const api = stubApi(formAnswers({ 'post-construction': ok(buildConstructionDetail({ is_owner: true })) }));
    renderWithProviders(<AddConstructionPage />, { path: '/user/add-construction' });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    // The field is "Project type": its error names the project type, never a "Category" the form does not have.
    expect(await screen.findByText('Please select a project type')).toBeTruthy();
    expect(screen.queryByText('Please select Category')).toBeNull();
    // The work scope is optional.
    expect(screen.queryByText('Please select a work scope from the list')).toBeNull();
    await chooseOption('Project type', 'Residential');
    await chooseOption('Work scope', 'Turnkey');
    fillText('Title', 'Sunrise Builders');
    fillText('Description', 'Eighteen projects delivered.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of projects' }), { target: { value: '18' } });
    fillText('Area of work', 'Pune');
    fireEvent.change(screen.getByLabelText('Working since'), { target: { value: '2012-04-01' } });
    fillText('Location', 'Baner, Pune');
    fillText('City', 'Pune');
    await userEvent.upload(screen.getByTestId('input-title_image'), pngFile('logo.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.of('post-construction')).toHaveLength(1));
    const form = api.of('post-construction')[0]?.form as FormData;
    expect(form.get('type')).toBe('9');
    expect(form.get('work')).toBe('12');
    expect(form.get('number_of_project')).toBe('18');
    expect(form.get('area')).toBe('Pune');
    expect(form.get('start_date')).toBe('2012-04-01');
    // A new post leaves blank optional parts out, and JV fields are not sent.
    expect(form.has('email')).toBe(false);
    expect(form.has('post_type')).toBe(false);
  });
});

describe('EditJointVenturePage / EditConstructionPage', () => {
  it('fills the form from jv-get, sends the slug as a query and the removed photos and documents', async () => {
    const api = stubApi(
      formAnswers({
        'jv-get': ok(buildJvDetail({ is_owner: true })),
        'post-jv': ok(buildJvDetail({ is_owner: true }), { message: 'Joint Venture Update Successfully' }),
      }),
    );
    const { router } = renderWithProviders(<EditJointVenturePage />, {
      path: '/user/edit-joint-venture/hinjewadi-land-21',
      route: '/user/edit-joint-venture/:slug_id',
    });
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe(
      'Four acres in Hinjewadi',
    );
    expect(api.of('jv-get')[0]?.url.searchParams.get('slug_id')).toBe('hinjewadi-land-21');
    // An edit spends no package unit.
    expect(api.of('check-package-limit')).toHaveLength(0);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Post type' }) as HTMLInputElement).value).toBe('Land owner'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove: gate.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove: title-deed.pdf' }));
    fillText('Brokerage', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.of('post-jv')).toHaveLength(1));
    const call = api.of('post-jv')[0];
    expect(call?.url.searchParams.get('slug_id')).toBe('hinjewadi-land-21');
    const form = call?.form as FormData;
    expect(form.get('remove_gallery')).toBe('32');
    expect(form.get('remove_doc')).toBe('41');
    // A blank field is sent blank on an edit: it clears the stored value.
    expect(form.get('brokerage')).toBe('');
    // The stored title image stays: no new file is sent.
    expect(form.has('title_image')).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-joint-ventures'));
  });

  it('loads a construction profile from construction-get, and says so when it is not the caller’s', async () => {
    const api = stubApi(formAnswers({ 'construction-get': ok(buildConstructionDetail({ is_owner: false })) }));
    renderWithProviders(<EditConstructionPage />, {
      path: '/user/edit-construction/sunrise-builders-22',
      route: '/user/edit-construction/:slug_id',
    });
    expect(await screen.findByText('Post not found')).toBeTruthy();
    expect(api.of('construction-get')[0]?.url.searchParams.get('slug_id')).toBe('sunrise-builders-22');
  });

  it('offers a retry when the post cannot be loaded', async () => {
    stubApi(formAnswers({ 'jv-get': fail(500, 'Something Went Wrong', 'INTERNAL') }));
    renderWithProviders(<EditJointVenturePage />, {
      path: '/user/edit-joint-venture/x',
      route: '/user/edit-joint-venture/:slug_id',
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('AddConstructionPage in Arabic', () => {
  afterEach(() => abodeStore.set(languageAtom, INITIAL_LANGUAGE));

  it('names the missing project type in Arabic', async () => {
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
    });
    stubApi(formAnswers({}));
    renderWithProviders(<AddConstructionPage />, { path: '/user/add-construction' });
    await userEvent.click(await screen.findByRole('button', { name: 'أرسل للمراجعة' }));
    expect(await screen.findByText('يرجى اختيار نوع المشروع')).toBeTruthy();
    expect(screen.queryByText('Please select a project type')).toBeNull();
  });
});
