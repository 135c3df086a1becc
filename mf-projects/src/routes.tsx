// mf-projects' routes (absolute paths, rendered inside the shell's layout or the standalone frame).
import { makeSectionRoot, sectionRoutes } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { InterestedProjectsPage } from './manage/InterestedProjects.page.tsx';
import { MyProjectsPage } from './manage/MyProjects.page.tsx';
import { AllProjectsPage } from './pages/AllProjects.page.tsx';
import { ProjectDetailsPage } from './pages/ProjectDetails.page.tsx';
import { AddProjectPage, EditProjectPage } from './posting/AddProject.page.tsx';
import { section } from './section.ts';

export const name = section.name;

const SectionRoot = makeSectionRoot(name, React, useQueryClient);

/** One element per declared page (`pages.ts`); the table cannot serve a path the manifest does not declare. */
export const routes: RouteObject[] = sectionRoutes(section, <SectionRoot />, {
  projects: <AllProjectsPage />,
  projectDetail: <ProjectDetailsPage />,
  addProject: <AddProjectPage />,
  editProject: <EditProjectPage />,
  myProjects: <MyProjectsPage />,
  interestedProjects: <InterestedProjectsPage />,
});
