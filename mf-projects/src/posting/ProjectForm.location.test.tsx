// The project form's location (picked on the listings section's map, or typed while it is not running) and its
// file-type category parameters (uploaded, kept on edit, replaced, removed).
import { MESSAGES, setSections } from '@abode/shared';
import { buildCategory, ok, registerSections, renderWithProviders, stubApi } from '@abode/shared/test';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lendingListings, lent, withWidgetHost } from '../components/lent-widgets.testing.tsx';
import { section } from '../section.ts';
import { formAnswers, ownProject, pngFile, signIn } from '../test/fixtures.ts';
import { AddProjectPage, EditProjectPage } from './AddProject.page.tsx';
import { photoChecker } from './project-form.ts';

/** A category with a text parameter, a required file parameter and an optional one. */
const withFiles = buildCategory({
  id: 1,
  category: 'Apartment',
  parameter_types: [
    { id: 10, name: 'Towers', type_of_parameter: 'text', type_values: [], image: '', is_required: 0 },
    { id: 12, name: 'Approval letter', type_of_parameter: 'file', type_values: [], image: '', is_required: 1 },
    { id: 13, name: 'Site map', type_of_parameter: 'file', type_values: [], image: '', is_required: 0 },
  ],
});

const BANDRA = {
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  formatted_address: 'Hill Road, Bandra West, Mumbai, Maharashtra, India',
  latitude: 19.05512345678,
  longitude: 72.8301,
};

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const fill = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });

async function pickCategory() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Apartment', hidden: true }));
}

/** The parts every new project needs besides its location and parameters. */
async function fillBasics() {
  await pickCategory();
  fill('Title', 'Sky Gardens');
  fill('Description', 'Two towers');
  await userEvent.upload(screen.getByTestId('input-image'), pngFile('front.png'));
}

const renderAdd = () => renderWithProviders(withWidgetHost(<AddProjectPage />), { path: '/user/add-project' });
const renderEdit = () =>
  renderWithProviders(withWidgetHost(<EditProjectPage />), {
    path: '/user/edit-project/river-view-21',
    route: '/user/edit-project/:slug_id',
  });

const realReadSize = photoChecker.readSize;

beforeEach(() => {
  signIn();
  lent.reset();
  photoChecker.readSize = async () => ({ width: 800, height: 600 });
});
afterEach(() => {
  photoChecker.readSize = realReadSize;
  cleanup();
  setSections([]);
  signIn(null);
  vi.unstubAllGlobals();
});

describe('ProjectForm location, with the listings section running', () => {
  beforeEach(() => registerSections(section, lendingListings));

  it('fills the address, city, state, country and point from the place picked on the map, and sends them', async () => {
    const api = stubApi(formAnswers({ post_project: ok([], { message: 'Project Post Successfully' }) }));
    renderAdd();
    const picker = await screen.findByTestId('location-picker');
    expect(lent.picker?.value).toBeNull();
    // The picker has its own coordinate inputs: the form shows no second pair.
    expect(screen.queryByRole('textbox', { name: 'Latitude' })).toBeNull();

    act(() => lent.pick(BANDRA));
    expect(textbox(/^Address/).value).toBe('Hill Road, Bandra West, Mumbai, Maharashtra, India');
    expect(textbox(/^City/).value).toBe('Mumbai');
    expect(textbox(/^State/).value).toBe('Maharashtra');
    expect(textbox(/^Country/).value).toBe('India');
    // The point goes back to the picker (its pin), rounded as the wire keeps it.
    await waitFor(() => expect(picker.textContent).toBe('19.055123,72.8301'));
    expect(screen.queryByTestId('location-error')).toBeNull();

    await fillBasics();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Towers' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Submit project' }));
    await waitFor(() => expect(api.of('post_project')).toHaveLength(1));
    const form = api.of('post_project')[0]?.form as FormData;
    expect(form.get('location')).toBe('Hill Road, Bandra West, Mumbai, Maharashtra, India');
    expect(form.get('city')).toBe('Mumbai');
    expect(form.get('state')).toBe('Maharashtra');
    expect(form.get('country')).toBe('India');
    expect(form.get('latitude')).toBe('19.055123');
    expect(form.get('longitude')).toBe('72.8301');
  });

  it('says so when the picked place lacks a city, state, country or address, and keeps the fields editable', async () => {
    stubApi(formAnswers());
    renderAdd();
    await screen.findByTestId('location-picker');
    act(() => lent.pick({ ...BANDRA, state: '' }));
    expect((await screen.findByTestId('location-error')).textContent).toBe(MESSAGES.locationIncomplete);
    expect(textbox(/^State/).value).toBe('');
    fill('State', 'Maharashtra');
    await userEvent.click(screen.getByRole('button', { name: 'Submit project' }));
    // Only the fields still empty carry the spec's text.
    expect(screen.queryAllByText('Please fill all fields')).toHaveLength(0);
  });

  it('keeps the validation texts word for word when nothing is picked', async () => {
    const api = stubApi(formAnswers());
    renderAdd();
    await screen.findByTestId('location-picker');
    await userEvent.click(screen.getByRole('button', { name: 'Submit project' }));
    expect(await screen.findAllByText('Please fill all fields')).toHaveLength(4);
    expect(api.of('post_project')).toHaveLength(0);
  });

  it('hands an edited project’s point to the picker', async () => {
    stubApi(formAnswers({ 'get-added-projects': ok([ownProject({ latitude: '18.5204', longitude: '73.8567' })]) }));
    renderEdit();
    expect((await screen.findByTestId('location-picker')).textContent).toBe('18.5204,73.8567');
  });
});

describe('ProjectForm location, without the listings section', () => {
  beforeEach(() => registerSections(section));

  it('falls back to typed fields, coordinates included', async () => {
    const api = stubApi(formAnswers({ post_project: ok([], { message: 'Project Post Successfully' }) }));
    renderAdd();
    expect((await screen.findByTestId('picker-unavailable')).textContent).toContain(
      'The map for choosing the location is not available right now',
    );
    expect(screen.queryByTestId('location-picker')).toBeNull();
    await fillBasics();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Towers' }), '2');
    fill('Address', 'Baner Road');
    fill('City', 'Pune');
    fill('State', 'MH');
    fill('Country', 'India');
    fill('Latitude', '18.559');
    fill('Longitude', '73.7868');
    await userEvent.click(screen.getByRole('button', { name: 'Submit project' }));
    await waitFor(() => expect(api.of('post_project')).toHaveLength(1));
    const form = api.of('post_project')[0]?.form as FormData;
    expect([form.get('city'), form.get('latitude'), form.get('longitude')]).toEqual(['Pune', '18.559', '73.7868']);
  });
});

describe('ProjectForm file parameters', () => {
  beforeEach(() => registerSections(section));

  it('asks for a required file, then sends it as the parameter’s value after the others', async () => {
    const api = stubApi(
      formAnswers({
        get_categories: ok([withFiles]),
        post_project: ok([], { message: 'Project Post Successfully' }),
      }),
    );
    renderAdd();
    await fillBasics();
    const parameters = screen.getByRole('group', { name: 'Features' });
    expect(within(parameters).getByText('Approval letter')).toBeTruthy();
    await userEvent.type(within(parameters).getByRole('textbox', { name: 'Towers' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Submit project' }));
    expect(await screen.findByText('Approval letter is required')).toBeTruthy();

    await userEvent.upload(
      screen.getByTestId('input-parameter-12'),
      new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.queryByText('Approval letter is required')).toBeNull());
    fill('Address', 'Baner Road');
    fill('City', 'Pune');
    fill('State', 'MH');
    fill('Country', 'India');
    await userEvent.click(screen.getByRole('button', { name: 'Submit project' }));
    await waitFor(() => expect(api.of('post_project')).toHaveLength(1));
    const form = api.of('post_project')[0]?.form as FormData;
    expect(form.get('parameters[0][parameter_id]')).toBe('10');
    expect(form.get('parameters[0][value]')).toBe('2');
    expect(form.get('parameters[1][parameter_id]')).toBe('12');
    const file = form.get('parameters[1][value]') as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('letter.pdf');
    // The optional file left empty is not sent.
    expect(form.has('parameters[2][parameter_id]')).toBe(false);
  });

  const stored = () =>
    ownProject({
      category_id: 1,
      parameters: [
        {
          id: 12,
          name: 'Approval letter',
          image: '',
          is_required: true,
          type_of_parameter: 'file',
          type_values: [],
          value: 'https://cdn.example/uploads/projects/docs/letter.pdf',
        },
        {
          id: 13,
          name: 'Site map',
          image: '',
          is_required: false,
          type_of_parameter: 'file',
          type_values: [],
          value: 'https://cdn.example/uploads/projects/images/site.png',
        },
      ],
    });

  it('keeps stored files on an edit, sent back as their addresses', async () => {
    const api = stubApi(
      formAnswers({
        get_categories: ok([withFiles]),
        'get-added-projects': ok([stored()]),
        post_project: ok([], { message: 'Project Update Successfully' }),
      }),
    );
    renderEdit();
    const letter = await screen.findByRole('link', { name: 'letter.pdf' });
    expect(letter.getAttribute('href')).toBe('https://cdn.example/uploads/projects/docs/letter.pdf');
    expect(screen.getByRole('link', { name: 'site.png' })).toBeTruthy();

    // Saved untouched: both files are sent back as they are.
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.of('post_project')).toHaveLength(1));
    const form = api.of('post_project')[0]?.form as FormData;
    const sent = (f: FormData) =>
      Object.fromEntries(
        [0, 1, 2, 3]
          .filter((i) => f.has(`parameters[${i}][parameter_id]`))
          .map((i) => [f.get(`parameters[${i}][parameter_id]`), f.get(`parameters[${i}][value]`)]),
      );
    expect(sent(form)).toEqual({
      '12': 'https://cdn.example/uploads/projects/docs/letter.pdf',
      '13': 'https://cdn.example/uploads/projects/images/site.png',
    });
  });

  it('sends a replacing file, and a blank for a removed optional one', async () => {
    const api = stubApi(
      formAnswers({
        get_categories: ok([withFiles]),
        'get-added-projects': ok([stored()]),
        post_project: ok([], { message: 'Project Update Successfully' }),
      }),
    );
    renderEdit();
    await screen.findByRole('link', { name: 'letter.pdf' });
    await userEvent.upload(
      screen.getByTestId('input-parameter-12'),
      new File(['%PDF-1.4'], 'new-letter.pdf', { type: 'application/pdf' }),
    );
    // A new file replaces the stored one: its link goes.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'letter.pdf' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Remove this file (Site map): site.png' }));
    expect(screen.queryByRole('link', { name: 'site.png' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.of('post_project')).toHaveLength(1));
    const form = api.of('post_project')[0]?.form as FormData;
    const ids = [0, 1, 2].map((i) => form.get(`parameters[${i}][parameter_id]`));
    const letter = form.get(`parameters[${ids.indexOf('12')}][value]`) as File;
    expect(letter.name).toBe('new-letter.pdf');
    expect(form.get(`parameters[${ids.indexOf('13')}][value]`)).toBe('');
  });

  it('refuses to save a required file removed without a new one', async () => {
    const api = stubApi(formAnswers({ get_categories: ok([withFiles]), 'get-added-projects': ok([stored()]) }));
    renderEdit();
    await screen.findByRole('link', { name: 'letter.pdf' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove this file (Approval letter): letter.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Approval letter is required')).toBeTruthy();
    expect(api.of('post_project')).toHaveLength(0);
  });
});
