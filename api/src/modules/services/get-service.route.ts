import { getServiceQuery, listEnvelopeOf, type Service, service } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { findServices } from './services.repository.ts';

/** GET /api/get-service: service listings (spec §3; not an upstream endpoint). */
export default defineRoute({
  method: 'GET',
  url: '/api/get-service',
  auth: 'optional',
  response: listEnvelopeOf(service),
  query: getServiceQuery,
  handler: async ({ query, deps, urls }) => {
    const { total, rows } = await findServices(deps.db, query);
    const data: Service[] = rows.map(({ service: s, type: t }) => ({
      id: s.id,
      slug_id: s.slug_id,
      service_type_id: s.service_type_id,
      service_type: { id: t.id, name: t.name },
      user_id: s.user_id,
      title: s.title,
      timing: s.timing,
      company_name: s.company_name,
      price: s.price === null ? null : Number(s.price),
      phone: s.phone,
      email: s.email,
      whatsapp_number: s.whatsapp_number,
      since: s.since,
      website_link: s.website_link,
      city: s.city,
      location: s.location,
      address: s.address,
      description: s.description,
      title_image: urls.upload(s.title_image),
      gallery_images: s.gallery_images.map((key, i) => ({
        id: i + 1,
        image: key.split('/').pop() ?? key,
        image_url: urls.upload(key),
      })),
      documents: s.documents.map((d) => urls.upload(d)),
      created_at: s.created_at.toISOString(),
    }));
    return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
  },
});
