// Public surface: the product's markers map (clusters, popups, move and zoom buttons, the view's box as it
// moves), for other sections through the shell's widget slot, e.g. the projects map:
// `<SectionWidget section="mf_listings" widget="MarkersMap" props={{ markers, label, onBoundsChange, renderPopup }} />`,
// inside this section's own providers (Mantine is bundled per section).
import { sectionWidget } from '@abode/shared';
import { MarkersMap } from '../map/MarkersMap.tsx';
import type { LentWidgets } from '../public.ts';

export default sectionWidget<LentWidgets['MarkersMap']>(MarkersMap);
