import type { ParameterDef } from '@abode/shared/wire';
import type { parameters } from '../../db/schema.ts';
import type { UrlBuilder } from '../../lib/urls.ts';

/** A parameter definition as the API emits it. */
export function shapeParameter(p: typeof parameters.$inferSelect, urls: UrlBuilder): ParameterDef {
  return {
    id: p.id,
    name: p.name,
    type_of_parameter: p.type_of_parameter,
    type_values: p.type_values,
    image: urls.upload(p.image),
    is_required: p.is_required ? 1 : 0,
  };
}
