import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/index.tsx';
import { CardGridSkeleton } from './CardGridSkeleton.tsx';

afterEach(cleanup);

describe('CardGridSkeleton', () => {
  it('holds the grid with cards of the real cards’ height, announced once as loading', async () => {
    renderWithProviders(<CardGridSkeleton count={3} label="Loading…" cardHeight={330} testId="grid-skeleton" />);
    const grid = await screen.findByTestId('grid-skeleton');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    const cards = grid.querySelectorAll<HTMLElement>('.mantine-Card-root');
    expect(cards).toHaveLength(3);
    // Mantine writes 330 px in rem (÷16).
    expect(cards[0]?.style.height).toContain('20.625rem');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
