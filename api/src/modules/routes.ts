import type { AnyRoute } from '../lib/define-route.ts';
import getCategories from './categories/get-categories.route.ts';
import getChats from './chat/get-chats.route.ts';
import getMessages from './chat/get-messages.route.ts';
import sendMessage from './chat/send-message.route.ts';
import faqs from './content/faqs.route.ts';
import getArticles from './content/get-articles.route.ts';
import getLanguages from './languages/get-languages.route.ts';
import getOtp from './otp/get-otp.route.ts';
import verifyOtp from './otp/verify-otp.route.ts';
import getPackage from './packages/get-package.route.ts';
import getProjects from './projects/get-projects.route.ts';
import getProperty from './properties/get-property.route.ts';
import getService from './services/get-service.route.ts';
import webSettings from './settings/web-settings.route.ts';
import getUserData from './users/get-user-data.route.ts';
import userRegister from './users/user-register.route.ts';
import userSignup from './users/user-signup.route.ts';

/** Every wire operation the API serves. */
export const ROUTES: AnyRoute[] = [
  webSettings,
  getLanguages,
  getCategories,
  getProperty,
  getProjects,
  getService,
  getPackage,
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
];
