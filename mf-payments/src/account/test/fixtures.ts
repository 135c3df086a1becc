// Answers of the account pages' tests, built through the wire schemas (a fixture the API could not send fails
// the test that builds it), and the sections their links cross: mf-payments itself, the sign-in section and
// stand-ins for the property and project pages.
import { defineSection } from '@abode/shared/section';
import { registerSections as register, standInSections } from '@abode/shared/test';
import {
  type Advertisement,
  advertisement,
  type PaymentTransaction,
  paymentTransaction,
  type UserPackage,
  userPackage,
} from '@abode/shared/wire';
import type { z } from 'zod';
import { section } from '../../section.ts';

const listings = defineSection({
  name: 'mf_listings',
  pages: { propertyDetail: '/properties-details/:slug_id' },
  texts: { en: {} },
});

const projects = defineSection({
  name: 'mf_projects',
  pages: { projectDetail: '/project-details/:slug_id' },
  texts: { en: {} },
});

/** Register mf-payments, the sign-in section and the property and project pages; undo with `setSections([])`. */
export const registerSections = () => register(standInSections.account, listings, projects, section);

/** Register mf-payments and the sign-in section only: the property and project sections are not running. */
export const registerWithoutListings = () => register(standInSections.account, section);

/** One of the user's packages (a running paid one with a limited and an unlimited feature). */
export function buildUserPackage(over: Partial<z.input<typeof userPackage>> = {}): UserPackage {
  return userPackage.parse({
    id: 1,
    package_id: 2,
    name: 'Gold',
    package_type: 'paid',
    price: 499,
    duration: 720,
    start_date: '2026-03-01T10:00:00.000Z',
    end_date: '2026-03-31T10:00:00.000Z',
    status: 'active',
    features: [
      { id: 1, name: 'Property List', type: 'property_list', limit_type: 'limited', used_limit: 3, total_limit: 10 },
      {
        id: 3,
        name: 'Project List',
        type: 'project_list',
        limit_type: 'unlimited',
        used_limit: null,
        total_limit: null,
      },
    ],
    ...over,
  });
}

/** A transaction of the user (a paid Stripe one in US dollars). */
export function buildTransaction(over: Partial<z.input<typeof paymentTransaction>> = {}): PaymentTransaction {
  return paymentTransaction.parse({
    id: 41,
    user_id: 7,
    package_id: 2,
    amount: 499,
    currency: 'USD',
    payment_gateway: 'stripe',
    payment_type: 'online payment',
    payment_status: 'success',
    order_id: 'cs_test_1',
    transaction_id: 'pi_3Abc',
    reject_reason: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:01:00.000Z',
    package: { id: 2, name: 'Gold', price: 499, duration: 720 },
    ...over,
  });
}

/** A featuring request of the user (an approved property one running until 2999). */
export function buildAdvertisement(over: Partial<z.input<typeof advertisement>> = {}): Advertisement {
  return advertisement.parse({
    id: 5,
    for: 'property',
    property_id: 11,
    project_id: null,
    status: 0,
    is_enable: true,
    start_date: '2026-03-01T00:00:00.000Z',
    end_date: '2999-01-01T00:00:00.000Z',
    created_at: '2026-03-01T00:00:00.000Z',
    title: 'Sea View Apartment',
    slug_id: 'sea-view-apartment',
    image: '/uploads/sea.jpg',
    ...over,
  });
}
