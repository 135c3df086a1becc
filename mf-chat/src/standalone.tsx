// mf-chat on its own for QA: the shell's providers, this section's routes.
import { startStandalone } from '@abode/shared/standalone';
import { routes } from './routes.tsx';

void startStandalone({ title: 'mf-chat', routes, links: [['Chat', '/user/chat']] });
