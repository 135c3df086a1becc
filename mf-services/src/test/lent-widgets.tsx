// Test support for the borrowed location picker: a stand-in listings section that lends it, and a stand-in for
// the shell's widget host that draws it as a plain element, so a test can play the user's part (pick a place)
// without the lender's code.
import { defineSection, type LocationPickerWidgetProps, type LocationResult, WidgetHostProvider } from '@abode/shared';
import type { ReactNode } from 'react';

/** The listings section as far as these tests need it: running, lending the picker. */
export const lendingListings = defineSection({
  name: 'mf_listings',
  pages: { properties: '/properties' },
  texts: { en: {} },
  widgets: { LocationPicker: { module: './LocationPicker' } },
});

/** What the stand-in picker was last given, and the user's pick on it. */
export const lentPicker = {
  props: null as LocationPickerWidgetProps | null,
  pick(location: LocationResult) {
    lentPicker.props?.onChange(location);
  },
};

function StubLocationPicker(props: LocationPickerWidgetProps) {
  lentPicker.props = props;
  return (
    <div data-testid="location-picker">{props.value ? `${props.value.latitude},${props.value.longitude}` : ''}</div>
  );
}

function StubWidgetHost({ section, widget, props }: { section: string; widget: string; props: object }) {
  if (section === 'mf_listings' && widget === 'LocationPicker')
    return <StubLocationPicker {...(props as LocationPickerWidgetProps)} />;
  return null;
}

/** `ui` inside the stand-in widget host (the shell provides the real one around every page). */
export function withWidgetHost(ui: ReactNode) {
  return <WidgetHostProvider value={StubWidgetHost}>{ui}</WidgetHostProvider>;
}
