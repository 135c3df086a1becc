import { repairworksRatting } from '@abode/shared/operations';
import { rattingRoute } from './rate.ts';

/**
 * POST /api/repairworks-ratting (JSON `repairworks_id`, `ratting` 1–5, `comment`): as service-ratting, for an
 * approved, active repair work.
 */
export default rattingRoute(repairworksRatting, 'repair_work', (b) => b.repairworks_id);
