// mf-listings' routes (absolute paths, rendered inside the shell's layout or the standalone frame).
// Pages other than the list and the detail are split into their own chunks and loaded on first visit.
import { makeSectionRoot, PageLoader, sectionRoutes } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { AllPropertiesPage } from './pages/AllProperties.page.tsx';
import { PropertyDetailsPage } from './pages/PropertyDetails.page.tsx';
import { section } from './section.ts';

export const name = section.name;

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

/** One element per declared page (`pages.ts`); the table cannot serve a path the manifest does not declare. */
export const routes: RouteObject[] = sectionRoutes(section, <SectionRoot />, {
  properties: <AllPropertiesPage />,
  categories: lazyPage(() => import('./pages/PropertyCategories.page.tsx'), 'PropertyCategoriesPage'),
  propertyDetail: <PropertyDetailsPage />,
  map: lazyPage(() => import('./map/PropertiesMap.page.tsx'), 'PropertiesMapPage'),
  addProperty: lazyPage(() => import('./posting/AddProperty.page.tsx'), 'AddPropertyPage'),
  editProperty: lazyPage(() => import('./posting/EditProperty.page.tsx'), 'EditPropertyPage'),
  myProperties: lazyPage(() => import('./manage/MyProperties.page.tsx'), 'MyPropertiesPage'),
  myProperty: lazyPage(() => import('./manage/MyProperty.page.tsx'), 'MyPropertyPage'),
  favourites: lazyPage(() => import('./engagement/FavouriteProperties.page.tsx'), 'FavouritePropertiesPage'),
  interested: lazyPage(() => import('./engagement/InterestedProperties.page.tsx'), 'InterestedPropertiesPage'),
  personalizeFeed: lazyPage(() => import('./feed/PersonalizeFeed.page.tsx'), 'PersonalizeFeedPage'),
  mortgageCalculator: lazyPage(() => import('./tools/MortgageCalculator.page.tsx'), 'MortgageCalculatorPage'),
  areaConverter: lazyPage(() => import('./tools/AreaConverter.page.tsx'), 'AreaConverterPage'),
});
