import { MESSAGES } from '@abode/shared/wire';
import type { AppConfig } from '../env.ts';
import { ApiError } from './errors.ts';

/** Refuses a write when the API runs as a public demo (DEMO_MODE), with the spec's text word for word. */
export function assertNotDemo(config: Pick<AppConfig, 'demoMode'>): void {
  if (config.demoMode) throw new ApiError('FORBIDDEN', MESSAGES.demoMode);
}
