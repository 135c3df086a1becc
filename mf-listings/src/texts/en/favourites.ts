/** English texts of listings: the favourites page's tabs and its favourite projects. */
export const EN_FAVOURITES = {
  favTabs: 'Favourites',
  favTabProperties: 'Properties',
  favTabProjects: 'Projects',
  favProjectsTitle: 'Favourite projects',
  favProjectsNoun: 'projects',
  favProjectsEmpty: 'Press the heart on a project to keep it here.',
  favRemove: 'Remove',
  favRemoveProject: 'Remove {title} from favourites',
} as const;
