/** Wire shapes of posting and managing properties: post_property/update_post_property bodies, statuses, get-added-properties, adverts, package checks, amenities, questionnaire, facilities (issue 4). */
export {};
