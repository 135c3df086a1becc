import { renderWithProviders, stubApi } from '@abode/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditPropertyPage } from './EditProperty.page.tsx';
import { addedProperty, formAnswers, signIn } from './posting.fixtures.ts';

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  signIn(null);
});

describe('EditPropertyPage', { timeout: 20_000 }, () => {
  it('pre-fills the listing, removes a stored gallery image, a document and the 3D image, and keeps the rest', async () => {
    const listing = addedProperty();
    const { calls } = stubApi(
      formAnswers({
        'get-added-properties': { body: { error: false, message: '', total: 1, data: [listing] } },
        update_post_property: {
          body: {
            error: false,
            message: 'Property Update Successfully',
            data: [{ ...listing, slug_id: 'sunny-villa-2' }],
          },
        },
      }),
    );
    const { router } = renderWithProviders(<EditPropertyPage />, {
      path: `/user/edit-property/${listing.slug_id}`,
      route: '/user/edit-property/:slug_id',
    });
    await screen.findByRole('form', { name: 'Property details' });
    expect(calls.find((c) => c.endpoint === 'get-added-properties')?.url.searchParams.get('slug_id')).toBe(
      listing.slug_id,
    );
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Sunny Villa');
    // The category's name (and its parameters) show once the categories arrive.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLInputElement).value).toBe('House'),
    );
    expect((screen.getByRole('textbox', { name: /^Bedrooms/ }) as HTMLInputElement).value).toBe('4');
    expect((screen.getByRole('textbox', { name: /^School/ }) as HTMLInputElement).value).toBe('1.5');
    expect((screen.getByRole('textbox', { name: /^City/ }) as HTMLInputElement).value).toBe('Bengaluru');
    expect(screen.getAllByTestId('gallery-existing')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gallery image 2' }));
    expect(screen.getAllByTestId('gallery-existing')[1]?.getAttribute('data-removed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove deed.pdf' }));
    await userEvent.click(within(screen.getByTestId('photo-three_d_image')).getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('photo-three_d_image-removed')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-property/sunny-villa-2'));
    const body = calls.find((c) => c.endpoint === 'update_post_property')?.form;
    expect(body?.get('id')).toBe('41');
    expect(body?.get('remove_gallery_images')).toBe('502');
    expect(body?.get('remove_documents')).toBe('601');
    expect(body?.get('remove_three_d_image')).toBe('1');
    // Nothing new was chosen: the stored title image stays, no file goes up for it.
    expect(body?.get('title_image')).toBeNull();
    expect(body?.getAll('gallery_images[]')).toEqual([]);
    expect(body?.get('title')).toBe('Sunny Villa');
    expect(body?.get('parameters[0][value]')).toBe('4');
  });

  it('an undone removal is not sent', async () => {
    const listing = addedProperty();
    const { calls } = stubApi(
      formAnswers({
        'get-added-properties': { body: { error: false, message: '', total: 1, data: [listing] } },
        update_post_property: { body: { error: false, message: 'Property Update Successfully', data: [listing] } },
      }),
    );
    renderWithProviders(<EditPropertyPage />, {
      path: `/user/edit-property/${listing.slug_id}`,
      route: '/user/edit-property/:slug_id',
    });
    await screen.findByRole('form', { name: 'Property details' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Gallery image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep Gallery image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'update_post_property')).toBe(true));
    expect(calls.find((c) => c.endpoint === 'update_post_property')?.form?.get('remove_gallery_images')).toBeNull();
  });

  it("says so when the listing is not the user's", async () => {
    stubApi(
      formAnswers({
        'get-added-properties': { body: { error: false, message: 'No data found!', total: 0, data: [] } },
      }),
    );
    renderWithProviders(<EditPropertyPage />, {
      path: '/user/edit-property/other',
      route: '/user/edit-property/:slug_id',
    });
    expect(await screen.findByText('Property not found')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Property details' })).toBeNull();
  });
});
