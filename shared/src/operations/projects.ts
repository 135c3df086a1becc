// The projects' operations: lists, the map, detail, posting and managing, and the owner's side of interests
// (docs/decisions/032).
import { z } from 'zod';
import { envelope, envelopeOf, listEnvelopeOf } from '../wire/common.ts';
import { interestedUser, projectDecisionQuery, projectInterestedUsersQuery } from '../wire/engagement.ts';
import {
  getProjectMapQuery,
  getProjectsAnswer,
  getProjectsQuery,
  projectMapAnswer,
  projectMapCompactAnswer,
} from '../wire/project.ts';
import {
  changeProjectStatusBody,
  deleteProjectBody,
  getAddedProjectsQuery,
  getProjectDetailQuery,
  projectDetail,
  projectDetailAnswer,
} from '../wire/project-write.ts';
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

export const postProject = defineOperation({
  id: 'postProject',
  method: 'POST',
  path: '/api/post_project',
  auth: 'required',
  tag: 'projects',
  summary: 'Creates a project, or edits one when `id` is sent (the project form: shared/src/wire/project-write.ts)',
  // The form is read field by field by the route (postProjectFields, editProjectFields, and its files).
  body: z.unknown(),
  encoding: 'multipart',
  response: envelope.extend({ data: z.array(projectDetail) }),
  errors: ['NOT_FOUND', 'FORBIDDEN', 'PACKAGE_REQUIRED', 'FEATURE_REQUIRED', 'PACKAGE_LIMIT_OVER', 'PAYLOAD_TOO_LARGE'],
});

export const getAddedProjects = defineOperation({
  id: 'getAddedProjects',
  method: 'GET',
  path: '/api/get-added-projects',
  auth: 'required',
  tag: 'projects',
  summary: "The caller's projects in any review state, newest first, with their latest reject reason",
  query: getAddedProjectsQuery,
  response: listEnvelopeOf(projectDetail),
});

export const changeProjectStatus = defineOperation({
  id: 'changeProjectStatus',
  method: 'POST',
  path: '/api/change-project-status',
  auth: 'required',
  tag: 'projects',
  summary: 'The owner activates or deactivates an approved project',
  body: changeProjectStatusBody,
  encoding: 'multipart',
  response: envelope,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const deleteProject = defineOperation({
  id: 'deleteProject',
  method: 'POST',
  path: '/api/delete_project',
  auth: 'required',
  tag: 'projects',
  summary: 'The owner deletes a project, its relations and its files',
  body: deleteProjectBody,
  encoding: 'multipart',
  response: envelope,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const getInterestedProject = defineOperation({
  id: 'getInterestedProject',
  method: 'GET',
  path: '/api/get_interested_project',
  auth: 'required',
  tag: 'projects',
  summary: "The users interested in the caller's project, oldest interest first, with their decision flags",
  query: projectInterestedUsersQuery,
  response: listEnvelopeOf(interestedUser),
  errors: ['NOT_FOUND'],
});

export const interestedApprovalProject = defineOperation({
  id: 'interestedApprovalProject',
  method: 'GET',
  path: '/api/interested-approval-project',
  auth: 'required',
  tag: 'projects',
  summary: "Approves or shortlists a user's interest in the caller's project, or takes that back",
  query: projectDecisionQuery,
  response: envelopeOf(interestedUser),
  errors: ['NOT_FOUND'],
});
