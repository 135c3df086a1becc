// mf-payments on its own for QA: the shell's providers, this section's routes.
import { startStandalone } from '@abode/shared/standalone';
import { routes } from './routes.tsx';

void startStandalone({ title: 'mf-payments', routes, links: [['Subscription plans', '/subscription-plan']] });
