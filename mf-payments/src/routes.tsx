// mf-payments' routes (absolute paths, rendered inside the shell's layout or the standalone frame).
import { makeSectionRoot } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { SubscriptionPlanPage } from './pages/SubscriptionPlan.page.tsx';

export const name = 'mf_payments' as const;
export const contractVersion = __ABODE_CONTRACT__;

const SectionRoot = makeSectionRoot(name, React, useQueryClient);

export const routes: RouteObject[] = [
  {
    element: <SectionRoot />,
    children: [{ path: '/subscription-plan', element: <SubscriptionPlanPage /> }],
  },
];
