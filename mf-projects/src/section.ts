// mf-projects declares itself: its pages, its entries in the shell's slots, the widgets it lends to other sections
// and its texts. The build writes this as section.json (pure TypeScript: Node imports it at build time).
import { defineSection } from '@abode/shared/section';
import { pages } from './pages.ts';
import { texts } from './texts/index.ts';

export const section = defineSection({
  name: 'mf_projects',
  pages,
  texts,
  slots: {
    header: [{ id: 'projects', page: 'projects', label: 'projects', order: 30 }],
    account: [
      { id: 'add-project', page: 'addProject', label: 'projectAddTitle', order: 50, signedIn: true, group: 'projects' },
      { id: 'my-projects', page: 'myProjects', label: 'projectMine', order: 51, signedIn: true, group: 'projects' },
      {
        id: 'interested-projects',
        page: 'interestedProjects',
        label: 'projectInterestsTitle',
        order: 52,
        signedIn: true,
        group: 'projects',
      },
    ],
    footer: [{ id: 'projects', page: 'projects', label: 'allProjects', order: 20, column: 'explore' }],
    dashboard: [
      { id: 'add-project', page: 'addProject', label: 'projectAddTitle', description: 'projectAddHint', order: 20 },
      { id: 'my-projects', page: 'myProjects', label: 'projectMine', description: 'projectMineHint', order: 21 },
      {
        id: 'interested-projects',
        page: 'interestedProjects',
        label: 'projectInterestsTitle',
        description: 'projectInterestsHint',
        order: 22,
      },
    ],
  },
  widgets: {
    ProjectCard: { module: './ProjectCard' },
  },
});
