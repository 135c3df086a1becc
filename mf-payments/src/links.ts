// Links to mf-payments's own pages, typed by its pages (page id, parameters, query).
import { pageLinker } from '@abode/shared';
import { pages } from './pages.ts';

export const link = pageLinker(pages);
