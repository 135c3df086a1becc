// Test support: register the sections a component test links across (this section, and small stand-ins for
// the listings, payments, chat and projects sections), so run-time links resolve as in the shell.
import { defineSection, sectionHref } from '@abode/shared';
import { withSections as around } from '@abode/shared/test';
import { createElement } from 'react';
import { section } from '../section.ts';

// Stand-ins for the other sections: the pages, roles and dashboard tiles they declare (same orders).
const chat = defineSection({
  name: 'mf_chat',
  pages: { chat: '/user/chat' },
  texts: { en: { dashboardChat: 'Chat', dashboardChatHint: 'Your conversations.' } },
  roles: { chat: 'chat' },
  slots: {
    dashboard: [{ id: 'chat', page: 'chat', label: 'dashboardChat', description: 'dashboardChatHint', order: 60 }],
  },
});
const payments = defineSection({
  name: 'mf_payments',
  pages: { subscriptionPlan: '/subscription-plan' },
  texts: { en: { dashboardSubscriptions: 'Subscriptions', dashboardSubscriptionsHint: 'Choose a package.' } },
  roles: { plans: 'subscriptionPlan' },
  slots: {
    dashboard: [
      {
        id: 'subscriptions',
        page: 'subscriptionPlan',
        label: 'dashboardSubscriptions',
        description: 'dashboardSubscriptionsHint',
        order: 50,
      },
    ],
  },
});
const listings = defineSection({
  name: 'mf_listings',
  pages: {
    propertyDetail: '/properties-details/:slug_id',
    addProperty: '/user/add-property',
    myProperties: '/user/properties',
    favourites: '/user/favorites-properties',
    interested: '/user/interested-properties',
    personalizeFeed: '/user/personalize-feed',
  },
  texts: {
    en: {
      post: 'Post a property',
      mine: 'My properties',
      favourites: 'Favourites',
      interested: 'Interested properties',
      feed: 'Personalised feed',
      hint: 'Listings.',
    },
  },
  widgets: { PropertyCard: { module: './PropertyCard' } },
  slots: {
    dashboard: [
      { id: 'post-property', page: 'addProperty', label: 'post', description: 'hint', order: 10 },
      { id: 'my-properties', page: 'myProperties', label: 'mine', description: 'hint', order: 11 },
      { id: 'favourites', page: 'favourites', label: 'favourites', description: 'hint', order: 12 },
      { id: 'interested', page: 'interested', label: 'interested', description: 'hint', order: 13 },
      { id: 'feed', page: 'personalizeFeed', label: 'feed', description: 'hint', order: 14 },
    ],
  },
});

const projects = defineSection({
  name: 'mf_projects',
  pages: { projects: '/projects', projectDetail: '/project-details/:slug_id' },
  texts: { en: {} },
});

/** Register the sections around every test of the calling file. */
export const withSections = () => around(section, listings, payments, chat, projects);

/**
 * Stand-in for the shell's widget host: draws mf_listings' `PropertyCard` as a link to the property's detail
 * page (resolved from the registry), with the title, so a test sees which property each card was handed.
 */
export function StubWidgetHost({ section: name, widget, props }: { section: string; widget: string; props: object }) {
  const property = (props as { property?: { slug_id: string; title: string } }).property;
  if (name !== 'mf_listings' || widget !== 'PropertyCard' || !property) return null;
  const href = sectionHref('mf_listings', 'propertyDetail', { slug_id: property.slug_id }) ?? undefined;
  return createElement('a', { href, 'data-testid': 'property-card' }, property.title);
}
