// mf-listings' routes (absolute paths, rendered inside the shell's layout or the standalone frame).
import { makeSectionRoot } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { AllPropertiesPage } from './pages/AllProperties.page.tsx';
import { PropertyDetailsPage } from './pages/PropertyDetails.page.tsx';

export const name = 'mf_listings' as const;
export const contractVersion = __ABODE_CONTRACT__;

const SectionRoot = makeSectionRoot(name, React, useQueryClient);

export const routes: RouteObject[] = [
  {
    element: <SectionRoot />,
    children: [
      { path: '/properties', element: <AllPropertiesPage /> },
      { path: '/properties-details/:slug_id', element: <PropertyDetailsPage /> },
    ],
  },
];
