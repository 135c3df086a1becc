// Public surface: the latest properties, for the shell's home page, inside this section's own providers.
import { sectionWidget } from '@abode/shared';
import { PropertyShowcase } from '../components/PropertyShowcase.tsx';
import type { LentWidgets } from '../public.ts';

export default sectionWidget<LentWidgets['PropertyShowcase']>(PropertyShowcase);
