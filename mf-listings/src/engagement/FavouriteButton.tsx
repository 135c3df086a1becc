// The heart: a toggle button (aria-pressed) named after the property, on cards and on the detail page.
import { fill } from '@abode/shared';
import { ActionIcon, Button } from '@mantine/core';
import { useT } from '../i18n.ts';
import { useFavourite } from './useFavourite.ts';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.5 1.2 4.4 2.5C11.9 6.2 13.3 5 15.4 5 19 5 21 8.6 19.6 11.8 17.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A favourite toggle; `variant="icon"` on cards, a labelled button on the detail page. */
export function FavouriteButton({
  propertyId,
  title,
  isFavourite,
  variant = 'icon',
}: {
  propertyId: number;
  title: string;
  isFavourite: boolean;
  variant?: 'icon' | 'button';
}) {
  const t = useT();
  const { on, toggle, pending } = useFavourite(propertyId, isFavourite);
  if (variant === 'button') {
    return (
      <Button
        variant={on ? 'filled' : 'default'}
        color="red"
        leftSection={<Heart filled={on} />}
        aria-pressed={on}
        onClick={toggle}
        disabled={pending}
        data-testid="favourite-button"
      >
        {t('engFavourite')}
      </Button>
    );
  }
  return (
    <ActionIcon
      variant="white"
      color="red"
      radius="xl"
      size="lg"
      aria-label={fill(t('engFavouriteOf'), { title })}
      aria-pressed={on}
      onClick={toggle}
      disabled={pending}
      data-testid="favourite-toggle"
    >
      <Heart filled={on} />
    </ActionIcon>
  );
}
