import { contactFormRoute } from './contact-form.ts';

/** POST /api/csr-works (multipart): the CSR-works form, as contct_us, stored with kind `csr`. */
export default contactFormRoute('/api/csr-works', 'csr');
