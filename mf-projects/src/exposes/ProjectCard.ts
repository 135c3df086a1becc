// Public surface: one project's card, for other sections through the shell's widget host
// (`<SectionWidget section="mf_projects" widget="ProjectCard" props={{ project, favouriteToggle, onFavouriteChange }} />`,
// props as `shared`'s ProjectCardWidgetProps), inside this section's own providers: the favourites page of the listings section
// lists favourite projects with it.
import { sectionWidget } from '@abode/shared';
import { ProjectCard } from '../components/ProjectCard.tsx';
import type { LentWidgets } from '../public.ts';

export default sectionWidget<LentWidgets['ProjectCard']>(ProjectCard);
