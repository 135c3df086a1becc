import deletePersonalisedFields from './delete-personalised-fields.route.ts';
import getCitiesData from './get-cities-data.route.ts';
import getLocation from './get-location.route.ts';
import getNearbyProperties from './get-nearby-properties.route.ts';
import getPersonalisedFields from './get-personalised-fields.route.ts';
import getPropertyList from './get-property-list.route.ts';
import getPropertyMap from './get-property-map.route.ts';
import getUserRecommendation from './get-user-recommendation.route.ts';
import postPersonalisedFields from './post-personalised-fields.route.ts';

/** Property search, map, nearby, personalised feed and reverse geocoding (decision 007). */
export const searchRoutes = [
  getPropertyList,
  getPropertyMap,
  getNearbyProperties,
  getPersonalisedFields,
  postPersonalisedFields,
  deletePersonalisedFields,
  getUserRecommendation,
  getLocation,
  getCitiesData,
] as const;
