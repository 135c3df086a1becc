import { defineSection } from '@abode/shared';
import {
  buildProject,
  fail,
  ok,
  registerSections,
  renderWithProviders,
  stubApi,
  withSections,
} from '@abode/shared/test';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section.ts';
import { ProjectDetailsPage } from './ProjectDetails.page.tsx';

// The account section, as far as this page links to it: a builder's page.
const account = defineSection({
  name: 'mf_account',
  pages: { builderDetail: '/builder-details/:slug' },
  texts: { en: {} },
});
withSections(section, account);

const skyline = buildProject({
  id: 7,
  slug_id: 'skyline-towers-7',
  title: 'Skyline Towers',
  description: 'Two towers by the river.\nHanding over in 2027.',
  type: 'under_construction',
  image: 'https://cdn.example/front.jpg',
  location: 'Baner Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  price: 8_500_000,
  sqft: 1250,
  video_link: 'https://video.example/skyline',
  meta_title: 'Skyline Towers in Baner',
  meta_description: 'Two towers by the river in Baner, Pune.',
  gallary_images: [
    { id: 1, name: 'https://cdn.example/lobby.jpg', type: 'image', project_id: 7 },
    { id: 2, name: 'https://cdn.example/pool.jpg', type: 'image', project_id: 7 },
  ],
  documents: [{ id: 3, name: 'https://cdn.example/uploads/rera_certificate.pdf', type: 'doc', project_id: 7 }],
  plans: [
    { id: 4, title: '2 BHK — 950 sq ft', document: 'https://cdn.example/2bhk.pdf', project_id: 7 },
    { id: 5, title: '3 BHK — 1,250 sq ft', document: 'https://cdn.example/3bhk.pdf', project_id: 7 },
  ],
  customer: {
    id: 3,
    name: 'Arjun Mehta',
    email: 'agent@abode.test',
    mobile: '+91 98200 22222',
    slug_id: 'arjun-mehta',
  },
});

function renderPage(slug = 'skyline-towers-7') {
  return renderWithProviders(<ProjectDetailsPage />, {
    path: `/project-details/${slug}`,
    route: '/project-details/:slug_id',
  });
}

describe('ProjectDetailsPage', () => {
  beforeEach(() => {
    document.title = 'Abode';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the project by its slug and shows it: stage, place, price, area, photos and description', async () => {
    const api = stubApi({ 'get-projects': ok([skyline]) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skyline Towers' })).toBeTruthy();
    const call = api.of('get-projects')[0]?.url;
    expect(call?.searchParams.get('slug_id')).toBe('skyline-towers-7');
    expect(call?.searchParams.get('limit')).toBe('1');

    const page = screen.getByTestId('project-detail');
    expect(within(page).getByTestId('project-type').textContent).toBe('Under Construction');
    expect(within(page).getByTestId('project-place').textContent).toBe('Baner Road, Pune, Maharashtra, India');
    expect(within(page).getByTestId('project-price').textContent).toContain('8,500,000');
    expect(within(page).getByText('Area: 1250 sq ft')).toBeTruthy();
    expect(
      within(page)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Skyline Towers — photo 1 of 3', 'Skyline Towers — photo 2 of 3', 'Skyline Towers — photo 3 of 3']);
    expect(within(page).getByText(/Two towers by the river\./).textContent).toContain('Handing over in 2027.');
    const back = within(page).getByRole('link', { name: '← All projects' });
    expect(back.getAttribute('href')).toBe('/projects');
  });

  it('lists the floor plans and documents as files opened in a new tab, and the video', async () => {
    stubApi({ 'get-projects': ok([skyline]) });
    renderPage();
    const plans = await screen.findByTestId('project-floor-plans');
    expect(within(plans).getByRole('heading', { level: 2 }).textContent).toBe('Floor plans (2)');
    const planLinks = within(plans).getAllByTestId('project-plan');
    expect(planLinks.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['2 BHK — 950 sq ft (opens in a new tab)', 'https://cdn.example/2bhk.pdf'],
      ['3 BHK — 1,250 sq ft (opens in a new tab)', 'https://cdn.example/3bhk.pdf'],
    ]);
    for (const a of planLinks) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const docs = screen.getByTestId('project-documents');
    expect(within(docs).getByRole('link').textContent).toBe('rera certificate (opens in a new tab)');
    expect(screen.getByRole('link', { name: /Watch the project video/ }).getAttribute('href')).toBe(
      'https://video.example/skyline',
    );
  });

  it('says when no floor plan is published yet', async () => {
    stubApi({ 'get-projects': ok([{ ...skyline, plans: [], documents: [] }]) });
    renderPage();
    const plans = await screen.findByTestId('project-floor-plans');
    expect(within(plans).getByRole('heading', { level: 2 }).textContent).toBe('Floor plans (0)');
    expect(within(plans).getByText('No floor plans have been published for this project yet.')).toBeTruthy();
    expect(screen.queryByTestId('project-documents')).toBeNull();
  });

  it('shows who to contact, with a link to the builder’s page', async () => {
    stubApi({ 'get-projects': ok([skyline]) });
    renderPage();
    const contact = await screen.findByTestId('project-contact');
    expect(within(contact).getByRole('link', { name: 'agent@abode.test' }).getAttribute('href')).toBe(
      'mailto:agent@abode.test',
    );
    expect(within(contact).getByRole('link', { name: '+91 98200 22222' }).getAttribute('href')).toBe(
      'tel:+919820022222',
    );
    expect(within(contact).getByRole('link', { name: 'All projects by Arjun Mehta' }).getAttribute('href')).toBe(
      '/builder-details/arjun-mehta',
    );
  });

  it('offers no link to the builder’s page while the account section is not running', async () => {
    registerSections(section);
    stubApi({ 'get-projects': ok([skyline]) });
    renderPage();
    const contact = await screen.findByTestId('project-contact');
    expect(within(contact).getByText('Arjun Mehta')).toBeTruthy();
    expect(within(contact).queryByRole('link', { name: /All projects by/ })).toBeNull();
  });

  it('takes the title and meta description from the SEO fields, and puts them back on leaving', async () => {
    stubApi({ 'get-projects': ok([skyline]) });
    const { unmount } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Skyline Towers' });
    expect(document.title).toBe('Skyline Towers in Baner | Abode');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Two towers by the river in Baner, Pune.',
    );
    unmount();
    expect(document.title).toBe('Abode');
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });

  it('says the project was not found when the API knows no such slug', async () => {
    stubApi({ 'get-projects': ok([], { message: 'No data found!' }) });
    renderPage('nothing-here');
    expect(await screen.findByText('This project could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All projects' }).getAttribute('href')).toBe('/projects');
  });

  it('shows the error with a retry when the API fails', async () => {
    stubApi({ 'get-projects': fail(500, 'Something Went Wrong', 'INTERNAL') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something Went Wrong');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
