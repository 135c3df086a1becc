// Public surface: one project's card, for other sections through the shell's widget host
// (`<SectionWidget section="mf_projects" widget="ProjectCard" props={{ project, favouriteToggle, onFavouriteChange }} />`,
// props as ProjectCardProps), inside this section's own providers: the favourites page of the listings section
// lists favourite projects with it.
import { sectionWidget } from '@abode/shared';
import { ProjectCard } from '../components/ProjectCard.tsx';

export type { ProjectCardProps } from '../components/ProjectCard.tsx';
export default sectionWidget(ProjectCard);
