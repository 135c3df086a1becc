// Every page mf-services serves, by id. The route table (routes.tsx) and the section manifest are built from
// this object; other sections link here with `sectionHref('mf_services', id, params)`.
export const pages = {
  services: '/services',
  serviceDetail: '/services/:slug_id',
  addService: '/user/add-service',
  editService: '/user/edit-service/:slug_id',
  myServices: '/user/my-services',
  serviceRequests: '/user/service-requests',
  repairWorks: '/repair-works',
  repairWorkDetail: '/repair-works/:slug_id',
  addRepairWork: '/user/add-repair-work',
  editRepairWork: '/user/edit-repair-work/:slug_id',
  myRepairWorks: '/user/my-repair-works',
  repairWorkInterests: '/user/repair-work-interests',
  // Joint ventures, construction profiles and CSR works (src/ventures, src/csr).
  jointVentures: '/joint-ventures',
  jointVentureDetail: '/joint-ventures/:slug_id',
  addJointVenture: '/user/add-joint-venture',
  editJointVenture: '/user/edit-joint-venture/:slug_id',
  myJointVentures: '/user/my-joint-ventures',
  constructions: '/constructions',
  constructionDetail: '/constructions/:slug_id',
  addConstruction: '/user/add-construction',
  editConstruction: '/user/edit-construction/:slug_id',
  myConstructions: '/user/my-constructions',
  csrWorks: '/csr-works',
} as const;

declare module '@abode/shared/section' {
  interface SectionPageMap {
    mf_services: typeof pages;
  }
}
