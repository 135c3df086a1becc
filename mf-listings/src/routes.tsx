// mf-listings' routes (absolute paths, rendered inside the shell's layout or the standalone frame).
// Pages other than the list and the detail are split into their own chunks and loaded on first visit.
import { makeSectionRoot, PageLoader } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { AllPropertiesPage } from './pages/AllProperties.page.tsx';
import { PropertyDetailsPage } from './pages/PropertyDetails.page.tsx';

export const name = 'mf_listings' as const;
export const contractVersion = __ABODE_CONTRACT__;

const SectionRoot = makeSectionRoot(name, React, useQueryClient);

/** A page loaded on demand, with the shared page loader while its chunk arrives. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  const Page = React.lazy(async () => ({ default: (await load())[exportName] as React.ComponentType }));
  return (
    <React.Suspense fallback={<PageLoader />}>
      <Page />
    </React.Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <SectionRoot />,
    children: [
      { path: '/properties', element: <AllPropertiesPage /> },
      {
        path: '/properties/categories',
        element: lazyPage(() => import('./pages/PropertyCategories.page.tsx'), 'PropertyCategoriesPage'),
      },
      { path: '/properties-details/:slug_id', element: <PropertyDetailsPage /> },
      {
        path: '/properties-on-map',
        element: lazyPage(() => import('./map/PropertiesMap.page.tsx'), 'PropertiesMapPage'),
      },
      {
        path: '/user/add-property',
        element: lazyPage(() => import('./posting/AddProperty.page.tsx'), 'AddPropertyPage'),
      },
      {
        path: '/user/edit-property/:slug_id',
        element: lazyPage(() => import('./posting/EditProperty.page.tsx'), 'EditPropertyPage'),
      },
      {
        path: '/user/properties',
        element: lazyPage(() => import('./manage/MyProperties.page.tsx'), 'MyPropertiesPage'),
      },
      {
        path: '/my-property/:slug_id',
        element: lazyPage(() => import('./manage/MyProperty.page.tsx'), 'MyPropertyPage'),
      },
      {
        path: '/user/favorites-properties',
        element: lazyPage(() => import('./engagement/FavouriteProperties.page.tsx'), 'FavouritePropertiesPage'),
      },
      {
        path: '/user/interested-properties',
        element: lazyPage(() => import('./engagement/InterestedProperties.page.tsx'), 'InterestedPropertiesPage'),
      },
      {
        path: '/user/personalize-feed',
        element: lazyPage(() => import('./feed/PersonalizeFeed.page.tsx'), 'PersonalizeFeedPage'),
      },
      {
        path: '/mortgage-loan-calculator',
        element: lazyPage(() => import('./tools/MortgageCalculator.page.tsx'), 'MortgageCalculatorPage'),
      },
      {
        path: '/area-converter',
        element: lazyPage(() => import('./tools/AreaConverter.page.tsx'), 'AreaConverterPage'),
      },
    ],
  },
];
