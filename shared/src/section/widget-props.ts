// The props of every widget one section lends another, declared once in the contract: the lender's component
// and each borrower compile against the same type, as OpenMRS's extension slots do (decision 033). A widget is
// named here by what it is, never by the section that lends it (the manifest says who lends it today).
// Lenders may accept more props than these; a change here is a change of `shared`'s public surface.
import type { ReactNode } from 'react';
import type { LocationResult } from '../state/slices.ts';
import type { MapBounds, Project, PropertyCardData } from '../wire/index.ts';

/** A place the markers map marks. */
export interface WidgetMarker {
  /** Unique among the markers. */
  id: string | number;
  lat: number;
  lng: number;
  /** The marker's accessible name (and tooltip). */
  label: string;
}

/** A map height: pixels, or pixels by Mantine breakpoint (`{ base: 420, md: 560 }`). */
export type WidgetMapHeight =
  | number
  | { base: number; xs?: number; sm?: number; md?: number; lg?: number; xl?: number };

/** Props of the `MarkersMap` widget: the product's map with markers, clusters and popups. */
export interface MarkersMapWidgetProps<M extends WidgetMarker = WidgetMarker> {
  /** What to mark; close ones are clustered at the current zoom. Keep the array stable between renders. */
  markers: readonly M[];
  /** The map region's accessible name ("Map of projects"). */
  label: string;
  /** A cluster's accessible name, `{count}` replaced ("{count} projects here, zoom in"). */
  clusterLabel?: string;
  /**
   * The popup a marker opens, rendered in the page's language and direction. A method, so a borrower's own
   * marker type (with more fields) may be named in its parameter.
   */
  renderPopup?(marker: M): ReactNode;
  /** The view's box once the map is ready, then each time it comes to rest after a move. */
  onBoundsChange?: (bounds: MapBounds) => void;
  /** The map's height; reserved while the map loads. */
  height?: WidgetMapHeight;
}

/** Props of the `LocationPicker` widget: pick a point on a map, reverse-geocoded. */
export interface LocationPickerWidgetProps {
  /** The form's point, or null when none is chosen yet. */
  value: { latitude: number | string; longitude: number | string } | null;
  /** A chosen point with its city, state, country and address. */
  onChange: (location: LocationResult) => void;
}

/** Props of the `PropertyCard` widget: one property in a list. */
export interface PropertyCardWidgetProps {
  property: PropertyCardData;
}

/** Props of the `ProjectCard` widget: one project in a list, optionally with its favourite toggle. */
export interface ProjectCardWidgetProps {
  project: Project;
  /** Show the favourite heart on the photo. */
  favouriteToggle?: boolean;
  /** Hears a favourite change the server made (a favourites list drops an unfavourited project). */
  onFavouriteChange?: (projectId: number, on: boolean) => void;
}

/** Props of the `PropertyShowcase` widget (the home slot's latest properties). */
export interface PropertyShowcaseWidgetProps {
  limit?: number;
}

/** A widget that takes no props (a badge, a form that stands alone). */
export type NoWidgetProps = Record<never, never>;

/** Every lendable widget, by name, with its props. */
export interface WidgetPropsMap {
  MarkersMap: MarkersMapWidgetProps;
  LocationPicker: LocationPickerWidgetProps;
  PropertyCard: PropertyCardWidgetProps;
  ProjectCard: ProjectCardWidgetProps;
  PropertyShowcase: PropertyShowcaseWidgetProps;
  ContactForm: NoWidgetProps;
  NotificationBadge: NoWidgetProps;
}

/** A widget the contract declares. */
export type WidgetName = keyof WidgetPropsMap;

/**
 * The props a widget takes: its declared props for a name written in the code; any object for a name read from
 * a manifest at run time (a badge, a slot entry); `never` for a literal name the contract does not declare.
 */
export type WidgetPropsOf<W extends string> = string extends W
  ? object
  : W extends WidgetName
    ? WidgetPropsMap[W]
    : never;
