// The favourite heart every section's favourite toggle draws (a property's, a project's): outlined, or filled
// when the listing is a favourite. Decorative: the button around it carries the name and aria-pressed.
import { ActionIcon } from '@mantine/core';

/** The heart icon of a favourite toggle. */
export function HeartIcon({ filled, size = 18 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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

/** The round heart button on a card's photo: named by `label`, pressed when the listing is a favourite. */
export function HeartButton({
  label,
  on,
  disabled,
  onClick,
}: {
  label: string;
  on: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <ActionIcon
      variant="white"
      color="red"
      radius="xl"
      size="lg"
      aria-label={label}
      aria-pressed={on}
      disabled={disabled}
      onClick={onClick}
      data-testid="favourite-toggle"
    >
      <HeartIcon filled={on} />
    </ActionIcon>
  );
}
