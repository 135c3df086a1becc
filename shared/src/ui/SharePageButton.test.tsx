import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/index.tsx';
import { notify } from '../toast.ts';
import { SharePageButton } from './SharePageButton.tsx';

function renderButton() {
  renderWithProviders(
    <SharePageButton title="Green Acres" label="Share" copied="Link copied" failed="Could not copy" />,
  );
  return screen.findByRole('button', { name: 'Share' });
}

afterEach(cleanup);
afterEach(() => vi.unstubAllGlobals());
afterEach(() => vi.restoreAllMocks());

describe('SharePageButton', () => {
  it('opens the share sheet with this page’s address and the title', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    fireEvent.click(await renderButton());
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Green Acres', url: window.location.href }));
  });

  it('copies the address and says so where there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const success = vi.spyOn(notify, 'success');
    fireEvent.click(await renderButton());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByTestId('share-button')).toBeTruthy();
  });
});
