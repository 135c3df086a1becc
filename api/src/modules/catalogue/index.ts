import getAmenities from './get-amenities.route.ts';
import getFacilities from './get-facilities.route.ts';
import getFacilitiesForFilter from './get-facilities-for-filter.route.ts';
import getQuestionaire from './get-questionaire.route.ts';

/** Catalogue lists of the listing form (no auth): amenities, questionnaire, outdoor facilities, parameters. */
export const catalogueRoutes = [getAmenities, getQuestionaire, getFacilities, getFacilitiesForFilter] as const;
