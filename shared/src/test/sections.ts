// Component tests resolve cross-section links from the section registry, as the shell does: a test
// registers the sections it links across — its own declaration and small stand-ins for the sections that
// fill the roles it uses — with one helper, instead of each remote writing its own.
import { afterEach, beforeEach } from 'vitest';
import { defineSection, type SectionDefinition, toManifest } from '../section/manifest.ts';
import { setSections } from '../section/registry.ts';

const BUILD = { version: '1.0.0', sharedVersion: '1.0.0' };

type AnySection = SectionDefinition<Record<string, string>, string, string>;

/** Stand-ins for the sections that fill the shared roles, with the pages they serve in the product. */
export const standInSections = {
  account: defineSection({
    name: 'mf_account',
    pages: { login: '/login', profile: '/user/profile' },
    texts: { en: {} },
    roles: { signIn: 'login', profile: 'profile' },
  }),
  payments: defineSection({
    name: 'mf_payments',
    pages: { subscriptionPlan: '/subscription-plan' },
    texts: { en: {} },
    roles: { plans: 'subscriptionPlan' },
  }),
  chat: defineSection({
    name: 'mf_chat',
    pages: { chat: '/user/chat' },
    texts: { en: {} },
    roles: { chat: 'chat' },
  }),
};

/** Register these sections as running (the later of two with one name wins); undo with `setSections([])`. */
export function registerSections(...sections: object[]): void {
  const byName = new Map((sections as AnySection[]).map((s) => [s.name, s]));
  setSections([...byName.values()].map((s) => ({ name: s.name, status: 'ready', manifest: toManifest(s, BUILD) })));
}

/** Register these sections around every test of the calling file. */
export function withSections(...sections: object[]): void {
  beforeEach(() => registerSections(...sections));
  afterEach(() => setSections([]));
}
