// The projects' operations: lists, the map, detail (docs/decisions/032).
import { z } from 'zod';
import { envelope } from '../wire/common.ts';
import {
  getProjectMapQuery,
  getProjectsAnswer,
  getProjectsQuery,
  projectMapAnswer,
  projectMapCompactAnswer,
} from '../wire/project.ts';
import { getProjectDetailQuery, projectDetailAnswer } from '../wire/project-write.ts';
import { defineOperation } from './operation.ts';

export const getProjects = defineOperation({
  id: 'getProjects',
  method: 'GET',
  path: '/api/get-projects',
  auth: 'optional',
  tag: 'projects',
  summary: 'Approved, active projects by filters, sorted and paged; a map viewport with `bounds`',
  query: getProjectsQuery,
  response: getProjectsAnswer,
});

export const getProjectMap = defineOperation({
  id: 'getProjectMap',
  method: 'GET',
  path: '/api/get-project-map',
  auth: 'optional',
  tag: 'projects',
  summary: "The map's markers of a viewport: objects, or tuples with `compact=1`; areas for viewers without access",
  query: getProjectMapQuery,
  response: z.union([projectMapAnswer, projectMapCompactAnswer]),
});

export const getProjectDetail = defineOperation({
  id: 'getProjectDetail',
  method: 'GET',
  path: '/api/get-project-detail',
  auth: 'optional',
  tag: 'projects',
  summary: 'One project by id or slug, with similar projects on request; its public part and `gate` without access',
  query: getProjectDetailQuery,
  response: envelope.extend(projectDetailAnswer.shape),
  errors: ['NOT_FOUND'],
});
