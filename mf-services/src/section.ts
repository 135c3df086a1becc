// mf-services declares itself: its pages, its entries in the shell's slots and its texts. The build writes this
// as section.json (pure TypeScript: Node imports it at build time).
import { defineSection } from '@abode/shared/section';
import { pages } from './pages.ts';
import { texts } from './texts/index.ts';

export const section = defineSection({
  name: 'mf_services',
  pages,
  texts,
  slots: {
    header: [
      { id: 'services', page: 'services', label: 'services', order: 40 },
      { id: 'joint-ventures', page: 'jointVentures', label: 'jointVentures', order: 42 },
      { id: 'constructions', page: 'constructions', label: 'constructions', order: 43 },
    ],
    account: [
      { id: 'add-service', page: 'addService', label: 'serviceAddTitle', order: 60, signedIn: true, group: 'services' },
      { id: 'my-services', page: 'myServices', label: 'serviceMine', order: 61, signedIn: true, group: 'services' },
      {
        id: 'service-requests',
        page: 'serviceRequests',
        label: 'serviceRequestsTitle',
        order: 62,
        signedIn: true,
        group: 'services',
      },
      {
        id: 'add-repair-work',
        page: 'addRepairWork',
        label: 'repairAddTitle',
        order: 63,
        signedIn: true,
        group: 'repairWorks',
      },
      {
        id: 'my-repair-works',
        page: 'myRepairWorks',
        label: 'repairMine',
        order: 64,
        signedIn: true,
        group: 'repairWorks',
      },
      {
        id: 'repair-work-interests',
        page: 'repairWorkInterests',
        label: 'repairInterestsTitle',
        order: 65,
        signedIn: true,
        group: 'repairWorks',
      },
      {
        id: 'add-joint-venture',
        page: 'addJointVenture',
        label: 'ventureAddJv',
        order: 66,
        signedIn: true,
        group: 'jointVentures',
      },
      {
        id: 'my-joint-ventures',
        page: 'myJointVentures',
        label: 'ventureMyJv',
        order: 67,
        signedIn: true,
        group: 'jointVentures',
      },
      {
        id: 'add-construction',
        page: 'addConstruction',
        label: 'ventureAddConstruction',
        order: 68,
        signedIn: true,
        group: 'constructions',
      },
      {
        id: 'my-constructions',
        page: 'myConstructions',
        label: 'ventureMyConstructions',
        order: 69,
        signedIn: true,
        group: 'constructions',
      },
    ],
    footer: [
      { id: 'services', page: 'services', label: 'services', order: 30, column: 'explore' },
      { id: 'repair-works', page: 'repairWorks', label: 'repairWorks', order: 31, column: 'explore' },
      { id: 'joint-ventures', page: 'jointVentures', label: 'jointVentures', order: 32, column: 'explore' },
      { id: 'constructions', page: 'constructions', label: 'constructions', order: 33, column: 'explore' },
      { id: 'csr-works', page: 'csrWorks', label: 'csrWorks', order: 16, column: 'company' },
    ],
    dashboard: [
      { id: 'add-service', page: 'addService', label: 'serviceAddTitle', description: 'serviceAddHint', order: 30 },
      { id: 'my-services', page: 'myServices', label: 'serviceMine', description: 'serviceMineHint', order: 31 },
      {
        id: 'service-requests',
        page: 'serviceRequests',
        label: 'serviceRequestsTitle',
        description: 'serviceRequestsHint',
        order: 32,
      },
      {
        id: 'add-repair-work',
        page: 'addRepairWork',
        label: 'repairAddTitle',
        description: 'repairAddHint',
        order: 33,
      },
      { id: 'my-repair-works', page: 'myRepairWorks', label: 'repairMine', description: 'repairMineHint', order: 34 },
      {
        id: 'repair-work-interests',
        page: 'repairWorkInterests',
        label: 'repairInterestsTitle',
        description: 'repairInterestsHint',
        order: 35,
      },
      {
        id: 'add-joint-venture',
        page: 'addJointVenture',
        label: 'ventureAddJv',
        description: 'ventureAddJvHint',
        order: 36,
      },
      {
        id: 'my-joint-ventures',
        page: 'myJointVentures',
        label: 'ventureMyJv',
        description: 'ventureMyJvHint',
        order: 37,
      },
      {
        id: 'add-construction',
        page: 'addConstruction',
        label: 'ventureAddConstruction',
        description: 'ventureAddConstructionHint',
        order: 38,
      },
      {
        id: 'my-constructions',
        page: 'myConstructions',
        label: 'ventureMyConstructions',
        description: 'ventureMyConstructionsHint',
        order: 39,
      },
    ],
    // The contact-us form (contct_us) fills the shell's contact page.
    contact: [{ id: 'contact-form', widget: 'ContactForm', minHeight: 460 }],
  },
  widgets: {
    ContactForm: { module: './ContactForm' },
  },
});
