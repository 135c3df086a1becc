/** English texts of the services section. Complete: every other language falls back to it. */
export const EN = {
  services: 'Services',
  repairWorks: 'Repair Works',
  jointVentures: 'Joint Ventures',
  constructions: 'Construction',
  csrWorks: 'CSR Works',
  serviceType: 'Service type',
  searchServicesPlaceholder: 'Search by title, company or type',
} as const;
