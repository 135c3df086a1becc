import { EN_ENGAGEMENT } from './en/engagement.ts';
import { EN_FAVOURITES } from './en/favourites.ts';
import { EN_FINDING } from './en/finding.ts';
import { EN_MANAGE } from './en/manage.ts';
import { EN_MAP } from './en/map.ts';
import { EN_POSTING } from './en/posting.ts';
import { EN_TOOLS } from './en/tools.ts';

/**
 * English texts of the listings section: properties, posting and managing them, the detail page, the map, the feed and
 * the tools. Complete: every other language falls back to it.
 */
export const EN = {
  allProperties: 'All Properties',
  properties: 'Properties',
  sell: 'Sell',
  rent: 'Rent',
  sold: 'Sold',
  rented: 'Rented',
  forSale: 'For Sale',
  forRent: 'For Rent',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  propertyType: 'Property type',
  loadMore: 'Load more',
  viewDetails: 'View details',
  description: 'Description',
  location: 'Location',
  gallery: 'Gallery',
  facilities: 'Facilities',
  nearbyPlaces: 'Nearby places',
  similarProperties: 'Similar Properties',
  postedBy: 'Posted by',
  views: 'Views',
  premium: 'Premium',
  latestProperties: 'Latest properties',
  dashboardListings: 'My properties',
  dashboardListingsHint: 'See, edit and promote the properties you posted.',
  // Ways into the listings pages (shell menu and footer, dashboard).
  navPostProperty: 'Post a property',
  navMyProperties: 'My properties',
  navFavourites: 'Favourites',
  navInterested: 'Interested properties',
  navFeed: 'Personalised feed',
  navMap: 'Map search',
  navMortgage: 'Mortgage calculator',
  navAreaConverter: 'Area converter',
  dashboardPost: 'Post a property',
  dashboardPostHint: 'List a home, a plot or an office for sale or rent.',
  dashboardFavourites: 'Favourites',
  dashboardFavouritesHint: 'The properties you saved.',
  dashboardInterested: 'Interested properties',
  dashboardInterestedHint: 'Properties you showed interest in, and what their owners decided.',
  dashboardFeed: 'Personalised feed',
  dashboardFeedHint: 'Tell us what you look for and get recommendations.',
  ...EN_POSTING,
  ...EN_MANAGE,
  ...EN_ENGAGEMENT,
  ...EN_MAP,
  ...EN_FINDING,
  ...EN_TOOLS,
  ...EN_FAVOURITES,
} as const;
