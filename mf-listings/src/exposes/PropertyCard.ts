// Public surface: one property's card, for other sections (an agent's page in mf-account) through the
// shell's widget slot (`<SectionWidget section="mf_listings" widget="PropertyCard" props={{ property }} />`),
// inside this section's own providers (Mantine is bundled per section).
import { sectionWidget } from '@abode/shared';
import { PropertyCard } from '../components/PropertyCard.tsx';
import type { LentWidgets } from '../public.ts';

export default sectionWidget<LentWidgets['PropertyCard']>(PropertyCard);
