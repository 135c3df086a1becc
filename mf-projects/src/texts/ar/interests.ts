import type { EN_INTERESTS } from '../en/interests.ts';

/** Arabic texts of projects: interests (the builder's panel, the user's interested projects) and the lent card. */
export const AR_INTERESTS: Record<keyof typeof EN_INTERESTS, string> = {
  // The builder's panel of interested users (My projects).
  projectInterestedUsers: 'المستخدمون المهتمون',
  projectInterestedUsersOf: 'المستخدمون المهتمون بـ {title}',
  projectNoInterestedUsers: 'لم يبدِ أحد اهتمامه بهذا المشروع بعد.',
  projectApprove: 'قبول',
  projectInterestApproved: 'مقبول',
  projectApproveUser: 'قبول {name}',
  projectApprovedUser: 'تمت الموافقة: {name}',
  projectRevokeApproval: 'إلغاء الموافقة',
  projectShortlist: 'القائمة المختصرة',
  projectInterestShortlisted: 'في القائمة المختصرة',
  projectShortlistUser: 'إضافة {name} إلى القائمة المختصرة',
  projectShortlistedUser: 'في القائمة المختصرة: {name}',
  projectRemoveFromShortlist: 'إزالة من القائمة المختصرة',
  projectInterestedSince: 'مهتم منذ {date}',
  projectClosePanel: 'إغلاق',
  // The projects a user showed interest in, with the builder's decision.
  projectInterestsTitle: 'المشاريع التي أبديت اهتمامك بها',
  projectInterestsHint: 'المشاريع التي أبديت اهتمامك بها، وما قرره مطوروها.',
  projectInterestsEmpty: 'عندما تبدي اهتمامك بمشروع، يظهر هنا مع قرار المطور.',
  projectInterestState: 'قرار المطور',
  projectInterestAwaiting: 'بانتظار المطور',
  projectBrowse: 'تصفح المشاريع',
  // The project card other sections borrow (favourites).
  projectFavouriteOf: 'إضافة {title} إلى المفضلة',
};
