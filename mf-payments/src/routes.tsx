// mf-payments' routes (absolute paths, rendered inside the shell's layout or the standalone frame).
import { makeSectionRoot, sectionRoutes } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { MyAdvertisementsPage } from './account/MyAdvertisements.page.tsx';
import { MySubscriptionsPage } from './account/MySubscriptions.page.tsx';
import { ReceiptPage } from './account/Receipt.page.tsx';
import { TransactionHistoryPage } from './account/TransactionHistory.page.tsx';
import { PaymentReturnPage } from './checkout/PaymentReturn.page.tsx';
import { SubscriptionPlanPage } from './pages/SubscriptionPlan.page.tsx';
import { section } from './section.ts';

export const name = section.name;

const SectionRoot = makeSectionRoot(name, React, useQueryClient);

/** One element per declared page (`pages.ts`); the table cannot serve a path the manifest does not declare. */
export const routes: RouteObject[] = sectionRoutes(section, <SectionRoot />, {
  subscriptionPlan: <SubscriptionPlanPage />,
  mySubscriptions: <MySubscriptionsPage />,
  transactionHistory: <TransactionHistoryPage />,
  receipt: <ReceiptPage />,
  myAdvertisements: <MyAdvertisementsPage />,
  paymentReturn: <PaymentReturnPage />,
});
