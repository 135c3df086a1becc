// Project queries and calls, keyed under ['projects', …] so no other section collides in the shared cache. A
// write invalidates the root (`PROJECTS_ROOT`) through the mutation cache's `meta.invalidates`.
import { ApiError, call, operationKey, operationQuery, ownedItemsQueries, postingFormQueries } from '@abode/shared';
import {
  addFavourite,
  changeProjectStatus as changeProjectStatusOp,
  deleteProject as deleteProjectOp,
  getAddedProjects,
  getProjectDetail,
  getProjectMap,
  getProjects,
  interestedUsers,
  type OperationInput,
  postProject,
  storeAdvertisement,
} from '@abode/shared/operations';
import {
  type MapBounds,
  type Project,
  type ProjectDetail,
  type ProjectMapPoint,
  type ProjectMapTuple,
  projectSort,
} from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type { ProjectDetail };

/** Every project query: a write invalidates this root. */
export const PROJECTS_ROOT = ['projects'] as const;

/** Orders of get-projects, as sent in `sort_by`. */
export const PROJECT_SORTS = projectSort.options;

/** The most projects one map view marks (get-project-map `limit`). */
export const MAP_MARKER_LIMIT = 500;

const round6 = (n: number) => +n.toFixed(6);

/**
 * A map view's box as get-project-map reads `bounds`: `min_lat,max_lat,min_lng,max_lng`, 6 decimals (the
 * property map's spelling, `boundsParam` of the wire; a box across the antimeridian keeps min_lng > max_lng).
 */
export function boundsQuery(b: MapBounds): string {
  return [b.min_lat, b.max_lat, b.min_lng, b.max_lng].map(round6).join(',');
}

/** A project's marker: where it is and what it is called (the card it opens reads the rest, `card`). */
export interface ProjectMapMarker {
  id: number;
  latitude: number;
  longitude: number;
  title: string;
  /** Its address, else its city and state. */
  place: string;
}

/** A marker of get-project-map read into a ProjectMapMarker: a compact tuple (`compact=1`), or an object. */
function markerOf(m: ProjectMapPoint | ProjectMapTuple): ProjectMapMarker {
  if (Array.isArray(m)) {
    const [id, latitude, longitude, title, place] = m;
    return { id, latitude, longitude, title, place };
  }
  const place = m.location || [m.city, m.state].filter(Boolean).join(', ');
  return { id: m.id, latitude: m.latitude, longitude: m.longitude, title: m.title, place };
}

/** What a marker's card reads of get-projects. */
type ProjectMapCardData = Pick<Project, 'slug_id' | 'type' | 'image'>;

/** The list's filters for the map: paging and order dropped (the map asks for one box, up to its limit). */
export function mapFilters(filters: ProjectFilters): ProjectFilters {
  const { offset: _offset, limit: _limit, sort_by: _sort, ...rest } = filters;
  return rest;
}

/** The filters of get-projects this section sends (its list and its map), as the operation reads them. */
export type ProjectFilters = Pick<
  NonNullable<OperationInput<typeof getProjects>['query']>,
  | 'search'
  | 'city'
  | 'category_id'
  | 'projectType'
  | 'min_price'
  | 'max_price'
  | 'min_area'
  | 'max_area'
  | 'amenity_id'
  | 'posted_since'
  | 'get_featured'
  | 'sort_by'
  | 'offset'
  | 'limit'
  | 'userid'
>;

/** The form's catalogues and the owner's record, under the projects root. */
const formQueries = postingFormQueries(PROJECTS_ROOT);

/** The signed-in owner's projects (every state), paged, and one of them by slug (edit). */
const ownedQueries = ownedItemsQueries({ op: getAddedProjects, notFound: 'Project not found' });

export const projectQueries = {
  ...formQueries,
  ...ownedQueries,
  all: () => PROJECTS_ROOT,
  lists: () => [...PROJECTS_ROOT, 'list'] as const,
  /**
   * One page of projects (get-projects); the viewer is in the key (operationKey) because the answer is
   * personalised (is_feature_available, the public part without project_access).
   */
  list: (filters: ProjectFilters, userId: number | null) => {
    const input = { query: filters };
    return queryOptions({
      queryKey: operationKey(getProjects, input, userId),
      queryFn: ({ signal }) => call(getProjects, input, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /**
   * The markers of the filters' projects inside a map view's box (get-project-map with `bounds`, see
   * boundsQuery), up to MAP_MARKER_LIMIT, compact (a quarter of the objects' bytes); `total` says how many
   * match in the box, `truncated` that some are not marked, `approximate` that the viewer (in the key) gets the
   * areas of projects, not their places (no project_access; decision 031). The previous view's markers stay while
   * the next arrive.
   */
  map: (filters: ProjectFilters, bounds: string, userId: number | null) => {
    const input = {
      query: { ...mapFilters(filters), bounds, limit: MAP_MARKER_LIMIT, compact: true },
    };
    return queryOptions({
      queryKey: operationKey(getProjectMap, input, userId),
      queryFn: async ({ signal }) => {
        const answer = await call(getProjectMap, input, { signal });
        const markers = answer.data as (ProjectMapPoint | ProjectMapTuple)[];
        return { ...answer, data: markers.map(markerOf) };
      },
      placeholderData: keepPreviousData,
    });
  },
  /**
   * What a marker's card shows beyond the marker (picture, stage, slug for the link), read when the card
   * opens (get-projects with `id`); `null` when the project is no longer listed. The card shows its own
   * failure, so no toast.
   */
  card: (id: number, userId: number | null) =>
    queryOptions({
      ...operationQuery(getProjects, { query: { id, limit: 1 } }, userId),
      select: (answer): ProjectMapCardData | null => {
        const found = answer.data[0];
        return found ? { slug_id: found.slug_id, type: found.type, image: found.image } : null;
      },
      staleTime: 60_000,
      meta: { silent: true },
    }),
  /**
   * One project by its slug with the detail fields and similar projects (one call). Without project_access the
   * project is its public part (`gated`) and `gate` says why: a visitor, no package, or a package without it.
   */
  detail: (slugId: string, userId: number | null) => {
    const input = { query: { slug_id: slugId, get_similar: true } };
    return queryOptions({
      queryKey: operationKey(getProjectDetail, input, userId),
      queryFn: async ({ signal }) => {
        const answer = await call(getProjectDetail, input, { signal });
        const project = answer.data[0];
        if (!project) throw new ApiError('NOT_FOUND', 'Project not found', { status: 404, body: answer });
        return { project, similar: answer.similar_projects ?? [], gate: answer.gate ?? null };
      },
    });
  },
};

/** POST post_project (a new project, or an edit when the body carries `id`); multipart. */
export function saveProject(body: FormData) {
  return call(postProject, { body });
}

/** POST delete_project. */
export const deleteProject = (id: number) => call(deleteProjectOp, { body: { id } });

/** POST change-project-status: 1 active, 0 inactive. */
export const changeProjectStatus = (projectId: number, status: 0 | 1) =>
  call(changeProjectStatusOp, { body: { project_id: projectId, status } });

/** POST store_advertisement for a project (a featuring request). */
export const requestProjectFeaturing = (projectId: number) =>
  call(storeAdvertisement, { body: { feature_for: 'project', project_id: projectId } });

/** POST add_favourite (JSON) for a project: type 1 adds, 0 removes. */
export function setProjectFavourite(projectId: number, on: boolean) {
  return call(addFavourite, { body: { project_id: projectId, type: on ? 1 : 0 } });
}

/** POST interested_users for a project: type 1 shows interest, 0 withdraws it. */
export const setProjectInterest = (projectId: number, on: boolean) =>
  call(interestedUsers, { body: { project_id: projectId, type: on ? 1 : 0 } });
