// The shell's own entries in its slots, declared like any section's (pure TypeScript).
import { defineSection } from '@abode/shared/section';
import { pages } from './pages.ts';
import { texts } from './texts/index.ts';

export const shellSection = defineSection({
  name: 'shell',
  pages,
  texts,
  slots: {
    header: [
      { id: 'home', page: 'home', label: 'home', order: 10 },
      { id: 'articles', page: 'articles', label: 'articles', order: 60 },
    ],
    footer: [
      { id: 'about', page: 'about', label: 'aboutUs', order: 10, column: 'company' },
      { id: 'contact', page: 'contact', label: 'contactUs', order: 11, column: 'company' },
      { id: 'faqs', page: 'faqs', label: 'faqs', order: 12, column: 'company' },
      { id: 'articles', page: 'articles', label: 'articles', order: 13, column: 'company' },
      { id: 'privacy', page: 'privacy', label: 'privacyPolicy', order: 14, column: 'company' },
      { id: 'terms', page: 'terms', label: 'termsConditions', order: 15, column: 'company' },
    ],
  },
});
