import { adminActivateProperty } from '@abode/shared/operations';
import { propertySwitchRoute } from './property-switch.ts';

/** POST /api/admin/properties/:id/activate (admin): the property listing switched on (approved ones only). */
export default propertySwitchRoute(adminActivateProperty);
