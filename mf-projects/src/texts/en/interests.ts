/** English texts of projects: interests (the builder's panel, the user's interested projects) and the lent card. */
export const EN_INTERESTS = {
  // The builder's panel of interested users (My projects).
  projectInterestedUsers: 'Interested users',
  projectInterestedUsersOf: 'Interested users of {title}',
  projectNoInterestedUsers: 'Nobody has shown interest in this project yet.',
  projectApprove: 'Approve',
  projectInterestApproved: 'Approved',
  projectApproveUser: 'Approve {name}',
  projectApprovedUser: 'Approved: {name}',
  projectRevokeApproval: 'Revoke approval',
  projectShortlist: 'Shortlist',
  projectInterestShortlisted: 'Shortlisted',
  projectShortlistUser: 'Shortlist {name}',
  projectShortlistedUser: 'Shortlisted: {name}',
  projectRemoveFromShortlist: 'Remove from shortlist',
  projectInterestedSince: 'Interested since {date}',
  projectClosePanel: 'Close',
  // The projects a user showed interest in, with the builder's decision.
  projectInterestsTitle: 'Interested projects',
  projectInterestsHint: 'Projects you showed interest in, and what their builders decided.',
  projectInterestsEmpty: 'When you show interest in a project, it appears here with the builder’s decision.',
  projectInterestState: 'The builder’s decision',
  projectInterestAwaiting: 'Awaiting the builder',
  projectBrowse: 'Browse projects',
  // The project card other sections borrow (favourites).
  projectFavouriteOf: 'Favourite {title}',
} as const;
