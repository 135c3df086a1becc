import * as op from '@abode/shared/operations';
import { implementationsOf } from '../../lib/implementations.ts';
import adminContactMessages from './admin-contact-messages.route.ts';
import adminFeedbacks from './admin-feedbacks.route.ts';
import contctUs from './contct-us.route.ts';
import csrWorks from './csr-works.route.ts';
import postFeedback from './post-feedback.route.ts';

/** Contact us, CSR works and feedback, with their admin reads (routes.ts composes it). */
export const contactRoutes = [
  // Made by one function typed by both operations: checked to implement these, in this order (lib/implementations.ts).
  ...implementationsOf([contctUs, csrWorks], op.contctUs, op.csrWorks),
  postFeedback,
  adminContactMessages,
  adminFeedbacks,
] as const;
