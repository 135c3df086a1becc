// Public surface: the latest properties, for the shell's home page, inside this section's own providers.
import { type PropertyShowcaseWidgetProps, sectionWidget } from '@abode/shared';
import { PropertyShowcase } from '../components/PropertyShowcase.tsx';

export default sectionWidget<PropertyShowcaseWidgetProps>(PropertyShowcase);
