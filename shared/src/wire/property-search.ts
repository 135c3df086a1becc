/** Wire shapes of get-property-list, map bounds and polygon search, nearby, personalised feed, reverse geocoding (issue 4). */
export {};
