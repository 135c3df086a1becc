import faqs from './faqs.route.ts';
import getArticles from './get-articles.route.ts';

/** Questions and answers, and articles (routes.ts composes it). */
export const contentRoutes = [faqs, getArticles] as const;
