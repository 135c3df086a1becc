// mf-services' routes (absolute paths, rendered inside the shell's layout or the standalone frame). The public
// lists and detail pages load with the section; the posting and managing pages are split into their own chunks
// and loaded on first visit (their forms, uploads and the phone rules stay out of the first view).
import { makeSectionRoot, sectionRoutes } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './components/lazy-page.tsx';
import { RepairWorkDetailsPage, ServiceDetailsPage } from './pages/ListingDetails.page.tsx';
import { RepairWorksPage, ServicesPage } from './pages/Listings.page.tsx';
import { section } from './section.ts';
import { ventureRouteElements } from './ventures/routes.tsx';

export const name = section.name;

const SectionRoot = makeSectionRoot(name, React, useQueryClient);

const posting = () => import('./posting/AddListing.page.tsx');
const mine = () => import('./manage/MyListings.page.tsx');

/** One element per declared page (`pages.ts`); the table cannot serve a path the manifest does not declare. */
export const routes: RouteObject[] = sectionRoutes(section, <SectionRoot />, {
  services: <ServicesPage />,
  serviceDetail: <ServiceDetailsPage />,
  addService: lazyPage(posting, 'AddServicePage'),
  editService: lazyPage(posting, 'EditServicePage'),
  myServices: lazyPage(mine, 'MyServicesPage'),
  serviceRequests: lazyPage(() => import('./manage/ServiceRequests.page.tsx'), 'ServiceRequestsPage'),
  repairWorks: <RepairWorksPage />,
  repairWorkDetail: <RepairWorkDetailsPage />,
  addRepairWork: lazyPage(posting, 'AddRepairWorkPage'),
  editRepairWork: lazyPage(posting, 'EditRepairWorkPage'),
  myRepairWorks: lazyPage(mine, 'MyRepairWorksPage'),
  repairWorkInterests: lazyPage(() => import('./manage/RepairInterests.page.tsx'), 'RepairInterestsPage'),
  ...ventureRouteElements,
});
