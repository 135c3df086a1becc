// mf-listings declares itself: its pages, its entries in the shell's slots, the widgets it offers, its
// texts. The build writes this as section.json (pure TypeScript: Node imports it at build time).
import { defineSection } from '@abode/shared/section';
import { pages } from './pages.ts';
import { texts } from './texts/index.ts';

export const section = defineSection({
  name: 'mf_listings',
  pages,
  texts,
  // The property list filters by `?search=`: the shell's home search leads there.
  roles: { search: 'properties' },
  slots: {
    header: [{ id: 'properties', page: 'properties', label: 'properties', order: 20 }],
    account: [
      {
        id: 'post-property',
        page: 'addProperty',
        label: 'navPostProperty',
        order: 40,
        signedIn: true,
        group: 'properties',
      },
      {
        id: 'my-properties',
        page: 'myProperties',
        label: 'navMyProperties',
        order: 41,
        signedIn: true,
        group: 'properties',
      },
      { id: 'favourites', page: 'favourites', label: 'navFavourites', order: 42, signedIn: true, group: 'properties' },
      { id: 'interested', page: 'interested', label: 'navInterested', order: 43, signedIn: true, group: 'properties' },
      { id: 'feed', page: 'personalizeFeed', label: 'navFeed', order: 44, signedIn: true, group: 'properties' },
    ],
    footer: [
      { id: 'map', page: 'map', label: 'navMap', order: 10, column: 'tools' },
      { id: 'mortgage', page: 'mortgageCalculator', label: 'navMortgage', order: 11, column: 'tools' },
      { id: 'area-converter', page: 'areaConverter', label: 'navAreaConverter', order: 12, column: 'tools' },
      { id: 'properties', page: 'properties', label: 'allProperties', order: 10, column: 'explore' },
    ],
    dashboard: [
      { id: 'post-property', page: 'addProperty', label: 'dashboardPost', description: 'dashboardPostHint', order: 10 },
      {
        id: 'my-properties',
        page: 'myProperties',
        label: 'dashboardListings',
        description: 'dashboardListingsHint',
        order: 11,
      },
      {
        id: 'favourites',
        page: 'favourites',
        label: 'dashboardFavourites',
        description: 'dashboardFavouritesHint',
        order: 12,
      },
      {
        id: 'interested',
        page: 'interested',
        label: 'dashboardInterested',
        description: 'dashboardInterestedHint',
        order: 13,
      },
      { id: 'feed', page: 'personalizeFeed', label: 'dashboardFeed', description: 'dashboardFeedHint', order: 14 },
    ],
    home: [
      {
        id: 'latest',
        widget: 'PropertyShowcase',
        title: 'latestProperties',
        page: 'properties',
        order: 10,
        props: { limit: 8 },
        minHeight: 360,
      },
    ],
  },
  widgets: {
    PropertyShowcase: { module: './PropertyShowcase' },
    PropertyCard: { module: './PropertyCard' },
    MarkersMap: { module: './MarkersMap' },
    LocationPicker: { module: './LocationPicker' },
  },
});
