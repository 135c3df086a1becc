// mf-listings on its own for QA: the shell's providers, this section's routes and its own slot entries.
import { startStandalone } from '@abode/shared/standalone';
import { routes } from './routes.tsx';
import { section } from './section.ts';

void startStandalone({ title: 'mf-listings', section, routes });
