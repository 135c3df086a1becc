// Public surface: the contact-us form (`contct_us`), for the shell's contact page through the widget slot
// (`<SectionWidget section="mf_services" widget="ContactForm" props={{}} />`), inside this section's own providers
// (Mantine is bundled per section, docs/decisions/016).
import { sectionWidget } from '@abode/shared';
import { ContactUsForm } from '../csr/ContactMessageForm.tsx';

export default sectionWidget(ContactUsForm);
