/** English texts of projects: the map view (a widget of the listings section), the location picker's fallback and
 * file parameters of the form. */
export const EN_MAP = {
  projectViewSwitch: 'Show projects as',
  projectListView: 'List',
  projectMapView: 'Map',
  projectMapUnavailable: 'The map is not available right now.',
  projectMapUnavailableList: 'The map is not available right now, so the projects are shown as a list.',
  projectMapRegion: 'Map of projects',
  projectMapCluster: '{count} projects here, zoom in',
  projectMapMarker: '{title}, {place}',
  projectMapCount: 'Projects in this area: {count}',
  projectMapTruncated: 'Projects in this area: {count}, of which {shown} are marked. Zoom in to see them all.',
  projectMapNone: 'No projects in this area. Zoom out, move the map or change the filters.',
  projectMapApproximate:
    "Each marker shows the project's area, about 1 km across, not its exact place: exact locations come with a package that includes project details.",
  projectMapOpen: 'View project',
  projectMapCardGone: 'This project is no longer listed.',
  projectPickerUnavailable:
    'The map for choosing the location is not available right now: type the address, and the coordinates if you know them.',
  projectCurrentFile: 'Current file',
  projectParameterFileHint: 'A photo (JPEG or PNG) or a document (PDF, DOC, DOCX or TXT)',
} as const;
