/** Wire shapes of favourites, interests (approve, shortlist) and reports of properties (issue 4). */
export {};
