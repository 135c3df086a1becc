// The operations of the services area (docs/decisions/032): services and their requests, repair works and their
// interests, joint-venture posts and construction profiles, ratings of all three, feedback, and the contact messages
// as admins read them (the contact forms themselves: contact-forms.ts).
import { envelope, pagination } from '../wire/common.ts';
import {
  deleteListingBody,
  getRepairWorksQuery,
  getServiceQuery,
  listingBySlugIdQuery,
  listingBySlugQuery,
  myListingsQuery,
  myRepairInterestedAnswer,
  myRepairInterestedQuery,
  myRepairWorkAnswer,
  myServiceAnswer,
  postListingQuery,
  repairDecisionAnswer,
  repairDecisionQuery,
  repairInterestAnswer,
  repairInterestBody,
  repairInterestedUsersAnswer,
  repairInterestedUsersQuery,
  repairLookupAnswer,
  repairSubCategoryQuery,
  repairWorkDetailAnswer,
  repairWorkListAnswer,
  requestServiceAnswer,
  requestServiceBody,
  serviceDetailAnswer,
  serviceListAnswer,
  serviceRequestStatusAnswer,
  serviceRequestStatusBody,
  serviceRequestsAnswer,
  serviceRequestsQuery,
  serviceTypeAnswer,
} from '../wire/service.ts';
import {
  adminContactMessagesAnswer,
  adminContactMessagesQuery,
  adminFeedbacksAnswer,
  constructionDetailAnswer,
  constructionListAnswer,
  deleteVentureBody,
  feedbackBody,
  getConstructionsQuery,
  getJvQuery,
  getRatingsAnswer,
  getRatingsQuery,
  jvConstructionRattingBody,
  jvDetailAnswer,
  jvListAnswer,
  myConstructionAnswer,
  myJvAnswer,
  myVenturesQuery,
  rattingAnswer,
  repairworksRattingBody,
  serviceRattingBody,
  ventureBySlugQuery,
  ventureDetailAnswer,
  ventureDetailQuery,
  ventureLookupAnswer,
  ventureViewAnswer,
  ventureViewBody,
} from '../wire/venture.ts';
import { defineOperation } from './operation.ts';

/** What posting a listing may be refused for beyond its fields: someone else's or a missing one, its package. */
const POST_ERRORS = ['NOT_FOUND', 'FORBIDDEN', 'PACKAGE_REQUIRED', 'FEATURE_REQUIRED', 'PACKAGE_LIMIT_OVER'] as const;

// Services and their requests.

export const getServiceType = defineOperation({
  id: 'getServiceType',
  method: 'GET',
  path: '/api/get-service-type',
  auth: 'none',
  tag: 'services',
  summary: 'The active service types, by id',
  response: serviceTypeAnswer,
});

export const getService = defineOperation({
  id: 'getService',
  method: 'GET',
  path: '/api/get-service',
  auth: 'optional',
  tag: 'services',
  summary: 'Approved, active services by filters, sorted and paged',
  query: getServiceQuery,
  response: serviceListAnswer,
});

export const serviceDetail = defineOperation({
  id: 'serviceDetail',
  method: 'GET',
  path: '/api/service-detail',
  auth: 'optional',
  tag: 'services',
  summary: 'One service by slug, with its files, owner, ratings and the caller’s request of it',
  query: listingBySlugQuery,
  response: serviceDetailAnswer,
  errors: ['NOT_FOUND'],
});

export const serviceGet = defineOperation({
  id: 'serviceGet',
  method: 'GET',
  path: '/api/service-get',
  auth: 'optional',
  tag: 'services',
  summary: 'One service by slug_id, as service-detail answers it',
  query: listingBySlugIdQuery,
  response: serviceDetailAnswer,
  errors: ['NOT_FOUND'],
});

export const postService = defineOperation({
  id: 'postService',
  method: 'POST',
  path: '/api/post-service',
  auth: 'required',
  tag: 'services',
  summary: 'Creates a service, or edits the caller’s service named by `slug_id` (multipart form)',
  query: postListingQuery,
  encoding: 'multipart',
  response: serviceDetailAnswer,
  errors: POST_ERRORS,
});

export const myService = defineOperation({
  id: 'myService',
  method: 'GET',
  path: '/api/my-service',
  auth: 'required',
  tag: 'services',
  summary: 'The caller’s services in every review state, newest first',
  query: myListingsQuery,
  response: myServiceAnswer,
});

export const serviceDelete = defineOperation({
  id: 'serviceDelete',
  method: 'POST',
  path: '/api/service-delete',
  auth: 'required',
  tag: 'services',
  summary: 'The owner deletes a service with its files, ratings and requests',
  body: deleteListingBody,
  encoding: 'multipart',
  response: envelope,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const requestService = defineOperation({
  id: 'requestService',
  method: 'POST',
  path: '/api/request-service',
  auth: 'required',
  tag: 'services',
  summary: 'Asks a visible service’s provider to get in touch (once per user and service)',
  body: requestServiceBody,
  encoding: 'multipart',
  response: requestServiceAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'ALREADY_EXISTS'],
});

export const getServiceRequests = defineOperation({
  id: 'getServiceRequests',
  method: 'GET',
  path: '/api/get-service-requests',
  auth: 'required',
  tag: 'services',
  summary: 'The requests made on the caller’s services, newest first, with the requesters’ contacts',
  query: serviceRequestsQuery,
  response: serviceRequestsAnswer,
});

export const serviceRequestStatus = defineOperation({
  id: 'serviceRequestStatus',
  method: 'POST',
  path: '/api/service-request-status',
  auth: 'required',
  tag: 'services',
  summary: 'The provider accepts or declines a request made on their service',
  body: serviceRequestStatusBody,
  response: serviceRequestStatusAnswer,
  errors: ['NOT_FOUND'],
});

// Repair works and their interests.

export const getRepairworksCategory = defineOperation({
  id: 'getRepairworksCategory',
  method: 'GET',
  path: '/api/get-repairworks-category',
  auth: 'none',
  tag: 'repair-works',
  summary: 'The active repair categories, by id',
  response: repairLookupAnswer,
});

export const getRepairworksSubCategory = defineOperation({
  id: 'getRepairworksSubCategory',
  method: 'GET',
  path: '/api/get-repairworks-sub-category',
  auth: 'none',
  tag: 'repair-works',
  summary: 'The active sub-categories of one repair category (of all when absent), by id',
  query: repairSubCategoryQuery,
  response: repairLookupAnswer,
});

export const getRepairworks = defineOperation({
  id: 'getRepairworks',
  method: 'GET',
  path: '/api/get-repairworks',
  auth: 'optional',
  tag: 'repair-works',
  summary: 'Approved, active repair works by filters, sorted and paged',
  query: getRepairWorksQuery,
  response: repairWorkListAnswer,
});

export const repairworksDetail = defineOperation({
  id: 'repairworksDetail',
  method: 'GET',
  path: '/api/repairworks-detail',
  auth: 'optional',
  tag: 'repair-works',
  summary: 'One repair work by slug, with its files, owner, ratings and the caller’s interest',
  query: listingBySlugQuery,
  response: repairWorkDetailAnswer,
  errors: ['NOT_FOUND'],
});

export const repairworksGet = defineOperation({
  id: 'repairworksGet',
  method: 'GET',
  path: '/api/repairworks-get',
  auth: 'optional',
  tag: 'repair-works',
  summary: 'One repair work by slug_id, as repairworks-detail answers it',
  query: listingBySlugIdQuery,
  response: repairWorkDetailAnswer,
  errors: ['NOT_FOUND'],
});

export const postRepairworks = defineOperation({
  id: 'postRepairworks',
  method: 'POST',
  path: '/api/post-repairworks',
  auth: 'required',
  tag: 'repair-works',
  summary: 'Creates a repair work, or edits the caller’s one named by `slug_id` (multipart form)',
  query: postListingQuery,
  encoding: 'multipart',
  response: repairWorkDetailAnswer,
  errors: POST_ERRORS,
});

export const myRepairworks = defineOperation({
  id: 'myRepairworks',
  method: 'GET',
  path: '/api/my-repairworks',
  auth: 'required',
  tag: 'repair-works',
  summary: 'The caller’s repair works in every review state, newest first',
  query: myListingsQuery,
  response: myRepairWorkAnswer,
});

export const repairworksDelete = defineOperation({
  id: 'repairworksDelete',
  method: 'POST',
  path: '/api/repairworks-delete',
  auth: 'required',
  tag: 'repair-works',
  summary: 'The owner deletes a repair work with its files, ratings, interests and chats',
  body: deleteListingBody,
  encoding: 'multipart',
  response: envelope,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const repairworksInterestedUsers = defineOperation({
  id: 'repairworksInterestedUsers',
  method: 'POST',
  path: '/api/repairworks_interested_users',
  auth: 'required',
  tag: 'repair-works',
  summary: 'Shows interest in a visible repair work (type 1), withdraws it (0) or turns it over (none)',
  body: repairInterestBody,
  encoding: 'multipart',
  response: repairInterestAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const getRepairworksInterestedUsers = defineOperation({
  id: 'getRepairworksInterestedUsers',
  method: 'GET',
  path: '/api/get_repairworks_interested_users',
  auth: 'required',
  tag: 'repair-works',
  summary: 'The users interested in the caller’s repair work, oldest interest first',
  query: repairInterestedUsersQuery,
  response: repairInterestedUsersAnswer,
  errors: ['NOT_FOUND'],
});

export const repairworksApprovedUsers = defineOperation({
  id: 'repairworksApprovedUsers',
  method: 'GET',
  path: '/api/repairworks_approved_users',
  auth: 'required',
  tag: 'repair-works',
  summary: 'The approved users interested in the caller’s repair work',
  query: repairInterestedUsersQuery,
  response: repairInterestedUsersAnswer,
  errors: ['NOT_FOUND'],
});

export const repairworksInterestedApproval = defineOperation({
  id: 'repairworksInterestedApproval',
  method: 'GET',
  path: '/api/repairworks_interested_approval',
  auth: 'required',
  tag: 'repair-works',
  summary: 'Approves (status 1) or unapproves (0) an interest in the caller’s repair work',
  query: repairDecisionQuery,
  response: repairDecisionAnswer,
  errors: ['NOT_FOUND'],
});

export const repairworksShortlistApproval = defineOperation({
  id: 'repairworksShortlistApproval',
  method: 'GET',
  path: '/api/repairworks_shortlist-approval',
  auth: 'required',
  tag: 'repair-works',
  summary: 'Shortlists (status 1) or unshortlists (0) an interest in the caller’s repair work',
  query: repairDecisionQuery,
  response: repairDecisionAnswer,
  errors: ['NOT_FOUND'],
});

export const myRepairworkInterested = defineOperation({
  id: 'myRepairworkInterested',
  method: 'GET',
  path: '/api/my_repairwork_interested',
  auth: 'required',
  tag: 'repair-works',
  summary: 'The visible repair works the caller showed interest in, newest interest first',
  query: myRepairInterestedQuery,
  response: myRepairInterestedAnswer,
});

// Joint-venture posts and construction profiles.

export const getJvtypes = defineOperation({
  id: 'getJvtypes',
  method: 'GET',
  path: '/api/get-jvtypes',
  auth: 'none',
  tag: 'ventures',
  summary: 'The kinds of joint venture (jv_type of post-jv)',
  response: ventureLookupAnswer,
});

export const getPostType = defineOperation({
  id: 'getPostType',
  method: 'GET',
  path: '/api/get-post-type',
  auth: 'none',
  tag: 'ventures',
  summary: 'What a JV post offers or seeks (post_type of post-jv)',
  response: ventureLookupAnswer,
});

export const getWorkscope = defineOperation({
  id: 'getWorkscope',
  method: 'GET',
  path: '/api/get-workscope',
  auth: 'none',
  tag: 'ventures',
  summary: 'The scopes of construction work (work of post-construction)',
  response: ventureLookupAnswer,
});

export const getProjecttype = defineOperation({
  id: 'getProjecttype',
  method: 'GET',
  path: '/api/get-projecttype',
  auth: 'none',
  tag: 'ventures',
  summary: 'The construction types (type of post-construction, category of get-constructions)',
  response: ventureLookupAnswer,
});

export const getJv = defineOperation({
  id: 'getJv',
  method: 'GET',
  path: '/api/get-jv',
  auth: 'optional',
  tag: 'ventures',
  summary: 'Approved, active joint-venture posts by filters, sorted and paged',
  query: getJvQuery,
  response: jvListAnswer,
});

export const getConstructions = defineOperation({
  id: 'getConstructions',
  method: 'GET',
  path: '/api/get-constructions',
  auth: 'optional',
  tag: 'ventures',
  summary: 'Approved, active construction profiles by filters, sorted and paged',
  query: getConstructionsQuery,
  response: constructionListAnswer,
});

export const constructionDetail = defineOperation({
  id: 'constructionDetail',
  method: 'GET',
  path: '/api/construction-detail',
  auth: 'optional',
  tag: 'ventures',
  summary: 'A construction profile’s public page by slug or id',
  query: ventureDetailQuery,
  response: constructionDetailAnswer,
  errors: ['NOT_FOUND'],
});

export const constructionGet = defineOperation({
  id: 'constructionGet',
  method: 'GET',
  path: '/api/construction-get',
  auth: 'optional',
  tag: 'ventures',
  summary: 'A construction profile as construction-detail answers it (the edit form reads it)',
  query: ventureDetailQuery,
  response: constructionDetailAnswer,
  errors: ['NOT_FOUND'],
});

export const jvGet = defineOperation({
  id: 'jvGet',
  method: 'GET',
  path: '/api/jv-get',
  auth: 'optional',
  tag: 'ventures',
  summary: 'A joint-venture post’s detail by slug or id',
  query: ventureDetailQuery,
  response: jvDetailAnswer,
  errors: ['NOT_FOUND'],
});

export const postJv = defineOperation({
  id: 'postJv',
  method: 'POST',
  path: '/api/post-jv',
  auth: 'required',
  tag: 'ventures',
  summary: 'Creates a joint-venture post, or edits the caller’s post named by `slug_id` (multipart form)',
  query: postListingQuery,
  encoding: 'multipart',
  response: jvDetailAnswer,
  errors: POST_ERRORS,
});

export const postConstruction = defineOperation({
  id: 'postConstruction',
  method: 'POST',
  path: '/api/post-construction',
  auth: 'required',
  tag: 'ventures',
  summary: 'Creates a construction profile, or edits the caller’s one named by `slug_id` (multipart form)',
  query: postListingQuery,
  encoding: 'multipart',
  response: constructionDetailAnswer,
  errors: POST_ERRORS,
});

export const myJointVenture = defineOperation({
  id: 'myJointVenture',
  method: 'GET',
  path: '/api/my-joint-venture',
  auth: 'required',
  tag: 'ventures',
  summary: 'The caller’s JV posts in every review state, newest first',
  query: myVenturesQuery,
  response: myJvAnswer,
});

export const myConstruction = defineOperation({
  id: 'myConstruction',
  method: 'GET',
  path: '/api/my-construction',
  auth: 'required',
  tag: 'ventures',
  summary: 'The caller’s construction profiles in every review state, newest first',
  query: myVenturesQuery,
  response: myConstructionAnswer,
});

export const jvConstructionDelete = defineOperation({
  id: 'jvConstructionDelete',
  method: 'POST',
  path: '/api/jv-construction-delete',
  auth: 'required',
  tag: 'ventures',
  summary: 'The owner deletes a JV post or construction profile with its files, ratings and views',
  body: deleteVentureBody,
  encoding: 'multipart',
  response: envelope,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const postJvConstructionViewCount = defineOperation({
  id: 'postJvConstructionViewCount',
  method: 'POST',
  path: '/api/post_jv_construction_view_count',
  auth: 'optional',
  tag: 'ventures',
  summary: 'Counts a view of a post once per visitor per 24 hours; answers its `total_click`',
  body: ventureViewBody,
  encoding: 'multipart',
  response: ventureViewAnswer,
  errors: ['NOT_FOUND'],
});

export const getJvConstructionBySlug = defineOperation({
  id: 'getJvConstructionBySlug',
  method: 'GET',
  path: '/api/get_jv_construction_by_slug',
  auth: 'required',
  tag: 'ventures',
  summary: 'A JV post or construction profile by slug, with its view count',
  query: ventureBySlugQuery,
  response: ventureDetailAnswer,
  errors: ['NOT_FOUND'],
});

// Ratings of services, repair works and posts.

export const serviceRatting = defineOperation({
  id: 'serviceRatting',
  method: 'POST',
  path: '/api/service-ratting',
  auth: 'required',
  tag: 'services',
  summary: 'Rates an approved, active service (a second call edits the rating)',
  body: serviceRattingBody,
  response: rattingAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const repairworksRatting = defineOperation({
  id: 'repairworksRatting',
  method: 'POST',
  path: '/api/repairworks-ratting',
  auth: 'required',
  tag: 'repair-works',
  summary: 'Rates an approved, active repair work (a second call edits the rating)',
  body: repairworksRattingBody,
  response: rattingAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const jvConstructionRatting = defineOperation({
  id: 'jvConstructionRatting',
  method: 'POST',
  path: '/api/jv-construction-ratting',
  auth: 'required',
  tag: 'ventures',
  summary: 'Rates an approved, active JV post or construction profile (a second call edits the rating)',
  body: jvConstructionRattingBody,
  response: rattingAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const getRatings = defineOperation({
  id: 'getRatings',
  method: 'GET',
  path: '/api/get-ratings',
  auth: 'optional',
  tag: 'ratings',
  summary: 'The ratings of one service, repair work or post, newest first, with its average and count',
  query: getRatingsQuery,
  response: getRatingsAnswer,
  errors: ['NOT_FOUND'],
});

// Feedback and the admins' reads of the contact messages. The contact forms themselves (contctUs, csrWorks) are in
// contact-forms.ts, a module the contact page can bundle alone (decision 016).

export const postFeedback = defineOperation({
  id: 'postFeedback',
  method: 'POST',
  path: '/api/post_feedback',
  auth: 'required',
  tag: 'contact',
  summary: 'A signed-in user’s feedback about the product, with an optional 1–5 rating',
  body: feedbackBody,
  encoding: 'multipart',
  response: envelope,
});

export const adminContactMessages = defineOperation({
  id: 'adminContactMessages',
  method: 'GET',
  path: '/api/admin/contact-messages',
  auth: 'admin',
  tag: 'contact',
  summary: 'Stored contact and CSR messages, newest first (admin)',
  query: adminContactMessagesQuery,
  response: adminContactMessagesAnswer,
});

export const adminFeedbacks = defineOperation({
  id: 'adminFeedbacks',
  method: 'GET',
  path: '/api/admin/feedbacks',
  auth: 'admin',
  tag: 'contact',
  summary: 'Stored feedbacks, newest first (admin)',
  query: pagination,
  response: adminFeedbacksAnswer,
});
