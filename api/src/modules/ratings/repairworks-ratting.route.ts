import { repairworksRattingBody } from '@abode/shared/wire';
import { rattingRoute } from './rate.ts';

/**
 * POST /api/repairworks-ratting (JSON `repairworks_id`, `ratting` 1–5, `comment`): as service-ratting, for an
 * approved, active repair work.
 */
export default rattingRoute('/api/repairworks-ratting', 'repair_work', repairworksRattingBody, (b) => b.repairworks_id);
