// mf-services declares itself: its pages, its entries in the shell's slots and its texts. The build writes this
// as section.json (pure TypeScript: Node imports it at build time).
import { defineSection } from '@abode/shared/section';
import { pages } from './pages.ts';
import { texts } from './texts/index.ts';

export const section = defineSection({
  name: 'mf_services',
  pages,
  texts,
  slots: {
    header: [{ id: 'services', page: 'services', label: 'services', order: 40 }],
    footer: [{ id: 'services', page: 'services', label: 'services', order: 30, column: 'explore' }],
  },
});
