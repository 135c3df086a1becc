// Every page mf-account serves, by id. The route table (routes.tsx) and the section manifest are built from
// this object; other sections link here with `sectionHref('mf_account', id, params)`.
export const pages = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/user/profile',
  dashboard: '/user/dashboard',
  agents: '/agents',
  agentDetail: '/agent-details/:slug',
  builders: '/builders',
  builderDetail: '/builder-details/:slug',
  blockedUsers: '/user/blocked-users',
  verification: '/user/verification',
  verificationApply: '/user/verification/:kind',
} as const;

declare module '@abode/shared/section' {
  interface SectionPageMap {
    mf_account: typeof pages;
  }
}
