// Every page mf-projects serves, by id. The route table (routes.tsx) and the section manifest are built from
// this object; other sections link here with `sectionHref('mf_projects', id, params)`.
export const pages = {
  projects: '/projects',
  projectDetail: '/project-details/:slug_id',
  addProject: '/user/add-project',
  editProject: '/user/edit-project/:slug_id',
  myProjects: '/user/my-projects',
  interestedProjects: '/user/interested-projects',
} as const;

declare module '@abode/shared/section' {
  interface SectionPageMap {
    mf_projects: typeof pages;
  }
}
