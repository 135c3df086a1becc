// The widgets this section lends are what its build exposes, each in this section's own providers.
import { join } from 'node:path';
import { describeLentWidgets } from '@abode/shared/test';
import { section } from '../section.ts';

describeLentWidgets(join(import.meta.dirname, '..', '..'), section.widgets ?? {}, ['ProjectCard']);
