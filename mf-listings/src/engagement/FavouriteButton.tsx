// The heart: a toggle button (aria-pressed) named after the property, on cards and on the detail page.
import { fill, HeartIcon } from '@abode/shared';
import { ActionIcon, Button } from '@mantine/core';
import { useT } from '../i18n.ts';
import { useFavourite } from './useFavourite.ts';

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
        leftSection={<HeartIcon filled={on} />}
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
      <HeartIcon filled={on} />
    </ActionIcon>
  );
}
