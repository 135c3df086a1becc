import { join } from 'node:path';
import { describeLentWidgets } from '@abode/shared/test';
import { section } from '../section.ts';

describeLentWidgets(join(import.meta.dirname, '..', '..'), section.widgets ?? {}, ['ContactForm']);
