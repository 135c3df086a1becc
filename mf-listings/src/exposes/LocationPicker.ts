// Public surface: the location picker of the posting forms (map click, pin drag, keyboard, coordinates or the
// browser's position; each choice reverse-geocoded to city, state, country and address), for other sections:
// `<SectionWidget section="mf_listings" widget="LocationPicker" props={{ value, onChange }} />`, inside this
// section's own providers.
import { sectionWidget } from '@abode/shared';
import { LocationPicker } from '../map/LocationPicker.tsx';
import type { LentWidgets } from '../public.ts';

export default sectionWidget<LentWidgets['LocationPicker']>(LocationPicker);
