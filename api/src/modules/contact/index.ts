import type { AnyRoute } from '../../lib/define-route.ts';
import adminContactMessages from './admin-contact-messages.route.ts';
import adminFeedbacks from './admin-feedbacks.route.ts';
import contctUs from './contct-us.route.ts';
import csrWorks from './csr-works.route.ts';
import postFeedback from './post-feedback.route.ts';

/** Contact us, CSR works and feedback, with their admin reads (routes.ts spreads it). */
export const contactRoutes: AnyRoute[] = [contctUs, csrWorks, postFeedback, adminContactMessages, adminFeedbacks];
