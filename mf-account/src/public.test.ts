// This section's public surface is src/public.ts: the build exposes it alone, and it matches section.ts's widgets
// and the modules in src/exposes (docs/decisions/033).
import { join } from 'node:path';
import { describeLentWidgets } from '@abode/shared/test';
import { section } from './section.ts';

describeLentWidgets(join(import.meta.dirname, '..'), section.widgets ?? {}, []);
