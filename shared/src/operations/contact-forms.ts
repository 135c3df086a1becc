// The contact forms (docs/decisions/032): contact us and CSR works. A module of their own, whose imports are light
// (the body checks the phone's shape, not the number: decision 016), so the contact page that bundles them does not
// bundle the rest of the services area, nor libphonenumber's metadata. Their feedback and admin reads share the tag
// `contact` and live in services.ts.
import { envelope } from '../wire/common.ts';
import { contactFormBody } from '../wire/contact-form.ts';
import { defineOperation } from './operation.ts';

export const contctUs = defineOperation({
  id: 'contctUs',
  method: 'POST',
  path: '/api/contct_us',
  auth: 'optional',
  tag: 'contact',
  summary: 'The contact-us form (sic), stored for the admins; limited per client',
  body: contactFormBody,
  encoding: 'multipart',
  response: envelope,
});

export const csrWorks = defineOperation({
  id: 'csrWorks',
  method: 'POST',
  path: '/api/csr-works',
  auth: 'optional',
  tag: 'contact',
  summary: 'The CSR-works form, as contct_us, stored with kind `csr`',
  body: contactFormBody,
  encoding: 'multipart',
  response: envelope,
});
