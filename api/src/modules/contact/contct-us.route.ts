import { contctUs } from '@abode/shared/operations';
import { contactFormRoute } from './contact-form.ts';

/**
 * POST /api/contct_us (sic; multipart `first_name`, `last_name`, `email`, `phone`, `message`, every one required:
 * 'Please fill all fields', 'Invalid email format', 'Phone number is invalid'). Stored for the admins
 * (GET /api/admin/contact-messages?kind=contact); limited per client (CONTACT_LIMITS, 429). Divergence: upstream
 * takes `subject` where the spec has `phone`; we follow the spec.
 */
export default contactFormRoute(contctUs, 'contact');
