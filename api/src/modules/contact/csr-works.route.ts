import { csrWorks } from '@abode/shared/operations';
import { contactFormRoute } from './contact-form.ts';

/** POST /api/csr-works (multipart): the CSR-works form, as contct_us, stored with kind `csr`. */
export default contactFormRoute(csrWorks, 'csr');
