// The heart: a toggle button (aria-pressed) named after the property, on cards and on the detail page.
import { fill, HeartButton, HeartIcon } from '@abode/shared';
import { Button } from '@mantine/core';
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
  return <HeartButton label={fill(t('engFavouriteOf'), { title })} on={on} disabled={pending} onClick={toggle} />;
}
