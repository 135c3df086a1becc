import { adminDeactivateProperty } from '@abode/shared/operations';
import { propertySwitchRoute } from './property-switch.ts';

/** POST /api/admin/properties/:id/deactivate (admin): the property listing switched off. */
export default propertySwitchRoute(adminDeactivateProperty);
