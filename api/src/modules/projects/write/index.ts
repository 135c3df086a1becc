import getProjectDetail from '../get-project-detail.route.ts';
import getProjectMap from '../get-project-map.route.ts';
import getProjects from '../get-projects.route.ts';
import changeProjectStatus from './change-project-status.route.ts';
import deleteProject from './delete-project.route.ts';
import getAddedProjects from './get-added-projects.route.ts';
import postProject from './post-project.route.ts';

/** The core projects API: lists, detail, posting and managing (routes.ts spreads it). */
export const projectRoutes = [
  getProjects,
  getProjectMap,
  getProjectDetail,
  postProject,
  getAddedProjects,
  changeProjectStatus,
  deleteProject,
] as const;
