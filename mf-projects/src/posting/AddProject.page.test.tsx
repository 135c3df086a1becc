import { fail, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeCustomer, formAnswers, ownProject, pngFile, signIn } from '../test/fixtures.ts';
import { AddProjectPage, EditProjectPage } from './AddProject.page.tsx';
import { photoChecker } from './project-form.ts';

function renderAdd() {
  return renderWithProviders(<AddProjectPage />, { path: '/user/add-project' });
}

/** Types into a text field at once (typing key by key re-renders the whole form each time). */
function fill(name: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

async function pickCategory(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
  // The dropdown is still in its opening transition (display: none) in happy-dom.
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

const realReadSize = photoChecker.readSize;

describe('AddProjectPage', () => {
  beforeEach(() => {
    signIn();
    // happy-dom decodes no picture: each test says how big its pictures are.
    photoChecker.readSize = async () => ({ width: 800, height: 600 });
  });
  afterEach(() => {
    photoChecker.readSize = realReadSize;
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('asks for a complete profile first', async () => {
    stubApi(formAnswers({ 'get-user-data': ok({ ...completeCustomer, address: '', is_profile_complete: false }) }));
    renderAdd();
    expect((await screen.findByTestId('profile-incomplete')).textContent).toContain(
      'You have not completed your profile yet. Please complete first',
    );
  });

  it('checks project_list and shows the spec’s dialog when the package limit is over', async () => {
    const api = stubApi(
      formAnswers({
        'check-package-limit': ok({ package_available: true, feature_available: true, limit_available: false }),
      }),
    );
    renderAdd();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('package-gate-message').textContent).toBe(
      'Your Package Limit is Over. Please Purchase Package.',
    );
    expect(api.of('check-package-limit')[0]?.url.searchParams.get('type')).toBe('project_list');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the spec’s messages for an empty form', async () => {
    const api = stubApi(formAnswers());
    renderAdd();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit project' }));
    for (const text of [
      'Please select Category',
      'Title is required',
      'Description field is required',
      'Please select a Title Image',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    // City, state, country and address each say so.
    expect(screen.getAllByText('Please fill all fields')).toHaveLength(4);
    expect(api.of('post_project')).toHaveLength(0);
  });

  it('adds floor plans one at a time', async () => {
    stubApi(formAnswers());
    renderAdd();
    const plans = await screen.findByTestId('plans');
    await userEvent.click(within(plans).getByRole('button', { name: 'Add floor plan' }));
    expect((await within(plans).findByTestId('plan-error')).textContent).toBe(
      'Please fill the current floor details before adding a new one.',
    );
    await userEvent.type(within(plans).getByRole('textbox', { name: 'Floor plan title 1' }), '2 BHK');
    await userEvent.click(within(plans).getByRole('button', { name: 'Add floor plan' }));
    expect(within(plans).getAllByTestId('plan-row')).toHaveLength(1);
    await userEvent.upload(
      screen.getByTestId('input-plan-0'),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(plans).getByRole('button', { name: 'Add floor plan' }));
    expect(within(plans).getAllByTestId('plan-row')).toHaveLength(2);
    expect(within(plans).queryByTestId('plan-error')).toBeNull();
  });

  it('refuses a title image that is not JPEG or PNG, or smaller than 120×120', async () => {
    stubApi(formAnswers());
    renderAdd();
    const input = await screen.findByTestId('input-image');
    await userEvent.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText('Photos must be JPEG or PNG, at least 120x120.')).toBeTruthy();
    photoChecker.readSize = async () => ({ width: 100, height: 100 });
    await userEvent.upload(input, pngFile('tiny.png'));
    expect(await screen.findByText('Photos must be JPEG or PNG, at least 120x120.')).toBeTruthy();
    photoChecker.readSize = async () => ({ width: 120, height: 120 });
    await userEvent.upload(input, pngFile('ok.png'));
    await waitFor(() => expect(screen.queryByText('Photos must be JPEG or PNG, at least 120x120.')).toBeNull());
  });

  it('posts every field as one multipart post_project and goes to my projects', async () => {
    const api = stubApi(formAnswers({ post_project: ok([], { message: 'Project Post Successfully' }) }));
    const { router } = renderAdd();
    await pickCategory('Apartment');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Towers' }), '2');
    fill('Title', 'Sky Gardens');
    fill('Description', 'Two towers');
    fill('Highlights', 'Pool');
    fill('Address', 'Baner Road');
    fill('City', 'Pune');
    fill('State', 'MH');
    fill('Country', 'India');
    await userEvent.upload(screen.getByTestId('input-image'), pngFile('front.png'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Floor plan title 1' }), '2 BHK');
    await userEvent.upload(screen.getByTestId('input-plan-0'), pngFile('2bhk.png'));
    fill('Meta title', 'x'.repeat(61));
    expect(screen.getByTestId('seo-warning-title').textContent).toBe('Meta title should be at most 60 characters.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit project' }));
    await waitFor(() => expect(api.of('post_project')).toHaveLength(1));
    const form = api.of('post_project')[0]?.form as FormData;
    expect(form.get('title')).toBe('Sky Gardens');
    expect(form?.get('category_id')).toBe('1');
    expect(form?.get('type')).toBe('under_construction');
    expect(form?.get('projecthighligts')).toBe('Pool');
    expect(form?.get('location')).toBe('Baner Road');
    expect(form?.get('parameters[0][parameter_id]')).toBe('10');
    expect(form?.get('parameters[0][value]')).toBe('2');
    expect(form?.get('plans[0][title]')).toBe('2 BHK');
    expect((form.get('plans[0][document]') as File).name).toBe('2bhk.png');
    expect((form.get('image') as File).name).toBe('front.png');
    expect(form?.has('id')).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-projects'));
  });
});

describe('EditProjectPage', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('fills the form from the owner’s project and sends removed plans as remove_plans', async () => {
    const api = stubApi(
      formAnswers({
        'get-added-projects': ok([ownProject()]),
        post_project: ok([], { message: 'Project Update Successfully' }),
      }),
    );
    renderWithProviders(<EditProjectPage />, {
      path: '/user/edit-project/river-view-21',
      route: '/user/edit-project/:slug_id',
    });
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('River View');
    expect(api.of('check-package-limit')).toHaveLength(0);
    expect(api.of('get-added-projects')[0]?.url.searchParams.get('slug_id')).toBe('river-view-21');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Towers' }), '3');
    await userEvent.click(within(screen.getByTestId('plans')).getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.of('post_project')).toHaveLength(1));
    const form = api.of('post_project')[0]?.form;
    expect(form?.get('id')).toBe('21');
    expect(form?.get('remove_plans')).toBe('4');
    expect(form?.get('type')).toBe('upcoming');
    // The stored title image stays: no new file is sent.
    expect(form?.has('image')).toBe(false);
  });

  it('shows the error with a retry when the project cannot be loaded', async () => {
    stubApi(formAnswers({ 'get-added-projects': fail(500, 'Something Went Wrong', 'INTERNAL') }));
    renderWithProviders(<EditProjectPage />, {
      path: '/user/edit-project/river-view-21',
      route: '/user/edit-project/:slug_id',
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
