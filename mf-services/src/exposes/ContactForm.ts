// Public surface: the contact-us form (`contct_us`), filling the shell's `contact` slot (section.ts), inside this
// section's own providers
// (Mantine is bundled per section, docs/decisions/016).
import { sectionWidget } from '@abode/shared';
import { ContactUsForm } from '../csr/ContactMessageForm.tsx';
import type { LentWidgets } from '../public.ts';

export default sectionWidget<LentWidgets['ContactForm']>(ContactUsForm);
