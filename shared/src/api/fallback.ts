// Texts the client shows when the server gave none (transport failures, non-JSON answers).
export const MESSAGES_FALLBACK = {
  generic: 'Oops! Something went wrong. Please try again later',
  network: 'Oops! Something went wrong. Please try again later',
} as const;
