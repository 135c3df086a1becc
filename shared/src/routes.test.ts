import { describe, expect, it } from 'vitest';
import { paths, REMOTE_NAMES, SECTION_PATHS, sectionForPath } from './routes.ts';

describe('route ownership', () => {
  it('routes the spec paths to their sections', () => {
    expect(sectionForPath('/properties-details/sea-view-villa')).toBe('mf_listings');
    expect(sectionForPath('/my-property/x')).toBe('mf_listings');
    expect(sectionForPath('/user/properties')).toBe('mf_listings');
    expect(sectionForPath('/project-details/12')).toBe('mf_projects');
    expect(sectionForPath('/user/add-project')).toBe('mf_projects');
    expect(sectionForPath('/subscription-plan')).toBe('mf_payments');
    expect(sectionForPath('/user/advertisement')).toBe('mf_payments');
    expect(sectionForPath('/user/profile')).toBe('mf_account');
    expect(sectionForPath('/user/chat')).toBe('mf_chat');
    expect(sectionForPath('/services')).toBe('mf_services');
  });

  it('matches whole segments only and leaves shell pages alone', () => {
    expect(sectionForPath('/propertiesx')).toBeNull();
    expect(sectionForPath('/')).toBeNull();
    expect(sectionForPath('/faqs')).toBeNull();
  });

  it('gives every prefix exactly one owner', () => {
    const all = REMOTE_NAMES.flatMap((n) => SECTION_PATHS[n]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('encodes slugs in links', () => {
    expect(paths.propertyDetail('a b')).toBe('/properties-details/a%20b');
    expect(paths.login('/user/chat')).toBe('/login?returnTo=%2Fuser%2Fchat');
  });
});
