import type { AnyRoute } from '../lib/define-route.ts';
import { openApiRoutes } from '../openapi/openapi.routes.ts';
import adminVerifications from './admin/get-verifications.route.ts';
import grantPackage from './admin/grant-package.route.ts';
import listingsAdmin from './admin/listings-admin.route.ts';
import reviewListing from './admin/review-listing.route.ts';
import reviewVerification from './admin/review-verification.route.ts';
import userStatus from './admin/user-status.route.ts';
import backup from './backup/backup.route.ts';
import adminUserReports from './blocking/admin-user-reports.route.ts';
import blockUser from './blocking/block-user.route.ts';
import blockedUsers from './blocking/blocked-users.route.ts';
import unblockUser from './blocking/unblock-user.route.ts';
import getCategories from './categories/get-categories.route.ts';
import { deleteMessageRoute } from './chat/conversation-routes.ts';
import getChats from './chat/get-chats.route.ts';
import getMessages from './chat/get-messages.route.ts';
import getMessagesProject from './chat/get-messages-project.route.ts';
import getMessagesRepair from './chat/get-messages-repair.route.ts';
import getProjectChats from './chat/get-project-chats.route.ts';
import getRepairChats from './chat/get-repair-chats.route.ts';
import sendMessage from './chat/send-message.route.ts';
import sendProjectMessage from './chat/send-project-message.route.ts';
import sendRepairMessage from './chat/send-repair-message.route.ts';
import { contactRoutes } from './contact/index.ts';
import faqs from './content/faqs.route.ts';
import getArticles from './content/get-articles.route.ts';
import { engagementRoutes } from './engagement/index.ts';
import getLanguages from './languages/get-languages.route.ts';
import { notificationRoutes } from './notifications/routes.ts';
import getOtp from './otp/get-otp.route.ts';
import verifyOtp from './otp/verify-otp.route.ts';
import getPackage from './packages/get-package.route.ts';
import forgotPassword from './password/forgot-password.route.ts';
import resetPassword from './password/reset-password.route.ts';
import { paymentRoutes } from './payments/index.ts';
import agentList from './people/agent-list.route.ts';
import agentProperties from './people/agent-properties.route.ts';
import builderList from './people/builder-list.route.ts';
import builderProject from './people/builder-project.route.ts';
import beforeLogout from './profile/before-logout.route.ts';
import deleteUser from './profile/delete-user.route.ts';
import logoutAllDevices from './profile/logout-all-devices.route.ts';
import updateProfile from './profile/update-profile.route.ts';
import verifyMobile from './profile/verify-mobile.route.ts';
import { projectEngagementRoutes } from './projects/engagement/index.ts';
import { projectRoutes } from './projects/write/index.ts';
import getProperty from './properties/get-property.route.ts';
import { writeRoutes } from './properties/write/index.ts';
import { pushRoutes } from './push/routes.ts';
import { ratingRoutes } from './ratings/index.ts';
import { repairWorkRoutes } from './repairworks/index.ts';
import { searchRoutes } from './search/index.ts';
import { serviceRoutes } from './services/index.ts';
import webSettings from './settings/web-settings.route.ts';
import getUserData from './users/get-user-data.route.ts';
import userRegister from './users/user-register.route.ts';
import userSignup from './users/user-signup.route.ts';
import { ventureRoutes } from './ventures/index.ts';
import applyVerification from './verification/apply-verification.route.ts';
import verificationFormFields from './verification/get-verification-form-fields.route.ts';
import verificationFormValues from './verification/get-verification-form-values.route.ts';

/** Every wire operation the API serves. */
export const ROUTES: AnyRoute[] = [
  webSettings,
  getLanguages,
  getCategories,
  getProperty,
  ...projectRoutes,
  // Services and repair works (lookups, lists, detail, posting, requests, interests).
  ...serviceRoutes,
  ...repairWorkRoutes,
  getPackage,
  // Checkout, bank transfers, transactions, receipts, the admin's payment settings and reviews.
  ...paymentRoutes,
  faqs,
  getArticles,
  userRegister,
  userSignup,
  getUserData,
  getOtp,
  verifyOtp,
  getChats,
  getMessages,
  sendMessage,
  getProjectChats,
  getMessagesProject,
  sendProjectMessage,
  getRepairChats,
  getMessagesRepair,
  sendRepairMessage,
  deleteMessageRoute,
  // Notifications (get_notification_list, notifications-read, admin send).
  ...notificationRoutes,
  ...pushRoutes,
  // People (agents, builders) and blocking.
  agentList,
  builderList,
  agentProperties,
  builderProject,
  blockUser,
  unblockUser,
  blockedUsers,
  adminUserReports,
  // Profile and account lifecycle.
  updateProfile,
  verifyMobile,
  beforeLogout,
  logoutAllDevices,
  deleteUser,
  // Verification of agents, builders and tenants, and the admin API.
  ...verificationFormFields,
  ...verificationFormValues,
  ...applyVerification,
  adminVerifications,
  grantPackage,
  ...reviewVerification,
  ...reviewListing,
  ...listingsAdmin,
  ...userStatus,
  // Password reset (sign-in).
  forgotPassword,
  resetPassword,
  // Property listings: posting and managing, favourites/interests/reports, search and map.
  ...writeRoutes,
  ...engagementRoutes,
  ...projectEngagementRoutes,
  ...searchRoutes,
  // Joint-venture posts and construction profiles, ratings, contact / CSR and feedback.
  ...ventureRoutes,
  ...ratingRoutes,
  ...contactRoutes,
  // `./abode backup` on the embedded database (registered only there).
  backup,
  // The OpenAPI document and its page, generated from the table of operations.
  ...openApiRoutes,
];
