// The shell names no section (decision 033): the sign-in button, the home search and the contact form come from
// whichever section fills the `signIn` role, the `search` role and the `contact` slot. Each is checked with a
// section that fills it (under a name the shell could not know) and with none (its empty state).
import { defineSection, setSections } from '@abode/shared';
import { registerSections, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './layout/AccountMenu.tsx';
import { ContactPage } from './pages/Content.pages.tsx';
import { HomePage } from './pages/Home.page.tsx';

// The widget's code, as federation would hand it over: a form that says which section it came from.
vi.mock('./remotes/registry.ts', () => ({
  loadRemoteModule: async (name: string, module: string) => ({
    default: () => <form aria-label={`${name} ${module}`} />,
  }),
  resetRemote: () => {},
}));

afterEach(() => {
  cleanup();
  setSections([]);
  vi.unstubAllGlobals();
});

/** A section the shell has never heard of, filling every role and slot under test. */
const filler = defineSection({
  name: 'mf_elsewhere',
  pages: { enter: '/enter', finder: '/finder' },
  texts: { en: {} },
  roles: { signIn: 'enter', search: 'finder' },
  slots: { contact: [{ id: 'write-to-us', widget: 'WriteToUs', minHeight: 200 }] },
  widgets: { WriteToUs: { module: './WriteToUs' } },
});

describe('the sign-in button fills from the signIn role', () => {
  it('leads to the page of the section that fills it', async () => {
    stubApi();
    registerSections(filler);
    renderWithProviders(<AccountMenu />);
    expect((await screen.findByRole('link', { name: 'Login' })).getAttribute('href')).toBe('/enter');
  });

  it('is not offered when no section fills it', async () => {
    stubApi();
    registerSections();
    const { container } = renderWithProviders(<AccountMenu />);
    await waitFor(() => expect(container.querySelector('[data-rht-toaster]')).not.toBeNull());
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the home search fills from the search role', () => {
  it('sends the words to the page of the section that fills it', async () => {
    stubApi();
    registerSections(filler);
    const { router } = renderWithProviders(<HomePage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'sea view');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/finder?search=sea+view');
  });

  it('is not offered when no section fills it', async () => {
    stubApi();
    registerSections();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Search' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  });
});

describe('the contact page fills from the contact slot', () => {
  it("renders the widget of the section that fills it, inside the slot's entry", async () => {
    stubApi();
    registerSections(filler);
    renderWithProviders(<ContactPage />);
    const form = await screen.findByRole('form', { name: 'mf_elsewhere WriteToUs' });
    expect(form.closest('[data-slot-entry]')?.getAttribute('data-slot-entry')).toBe('mf_elsewhere:write-to-us');
  });

  it('shows the contact details alone when no section fills it', async () => {
    stubApi();
    registerSections();
    renderWithProviders(<ContactPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.querySelector('[data-slot-entry]')).toBeNull();
  });
});
