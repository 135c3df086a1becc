// The operations as a page to browse (/api/docs), rendered on the server from the OpenAPI document: no script, so
// it works under the strict policy and without a network; each operation's parameters, body, answer and refusals.
// A scrolling schema takes the keyboard's focus (tabindex), so it can be scrolled without a mouse.
import { escapeHtml } from '../modules/payments/receipt.ts';

type Json = Record<string, unknown>;

/** A JSON Schema's type in a few words: `integer`, `string (email)`, `one of a, b`, `array of object`. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(String).join(', ')}`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' or ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items as Json | undefined)}`;
  if (typeof schema.type === 'string') return schema.format ? `${schema.type} (${schema.format})` : schema.type;
  return 'any';
}

function fieldRows(fields: { name: string; where: string; required: boolean; schema?: Json }[]): string {
  if (!fields.length) return '';
  const rows = fields
    .map(
      (f) =>
        `<tr><td><code>${escapeHtml(f.name)}</code></td><td>${escapeHtml(f.where)}</td><td>${f.required ? 'yes' : ''}</td>` +
        `<td>${escapeHtml(typeOf(f.schema))}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">Field</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(method: string, path: string, op: Json): string {
  const params = (op.parameters as { name: string; in: string; required?: boolean; schema?: Json }[] | undefined) ?? [];
  const content = (op.requestBody as { content?: Record<string, { schema?: Json }> } | undefined)?.content;
  const [bodyType, body] = Object.entries(content ?? {})[0] ?? [];
  const bodySchema = body?.schema as { properties?: Record<string, Json>; required?: string[] } | undefined;
  const bodyFields = Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => ({
    name,
    where: bodyType === 'multipart/form-data' ? 'form' : 'body',
    required: bodySchema?.required?.includes(name) ?? false,
    schema,
  }));
  const responses = op.responses as Record<
    string,
    { description: string; content?: Record<string, { schema?: Json }> }
  >;
  const answer = responses['200']?.content?.['application/json']?.schema;
  const refusals = Object.entries(responses)
    .filter(([status]) => status !== '200')
    .map(([status, r]) => `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description)}</li>`)
    .join('');
  const id = String(op.operationId);
  return `<section id="${escapeHtml(id)}" aria-labelledby="${escapeHtml(id)}-h">
<h3 id="${escapeHtml(id)}-h"><span class="m">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}. ${escapeHtml(op.description)} <small>operationId <code>${escapeHtml(id)}</code></small></p>
${fieldRows([...params.map((p) => ({ name: p.name, where: p.in, required: p.required === true, schema: p.schema })), ...bodyFields])}
<details><summary>Answer (JSON Schema)</summary><pre tabindex="0" aria-label="Answer of ${escapeHtml(id)}">${escapeHtml(JSON.stringify(answer ?? {}, null, 2))}</pre></details>
${refusals ? `<p>Refusals:</p><ul>${refusals}</ul>` : ''}
</section>`;
}

/** The page of an OpenAPI document made by openApiDocument. */
export function docsPage(doc: Json): string {
  const info = doc.info as { title: string; version: string };
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = String((op.tags as string[] | undefined)?.[0] ?? 'other');
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const toc = tags.map((t) => `<li><a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a></li>`).join('');
  const sections = tags
    .map((t) => `<h2 id="tag-${escapeHtml(t)}">${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)} — operations</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f4f4f4;padding:.75rem;overflow:auto;max-height:30rem}
table{border-collapse:collapse;margin:.5rem 0}th,td{text-align:start;padding:.2rem .6rem;border-bottom:1px solid #ddd}
section{border-top:1px solid #ccc;padding:.5rem 0}.m{display:inline-block;min-width:4.5rem;font-weight:700;color:#0b5394}
a{color:#0b5394}</style></head>
<body><header><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>Every operation of the API, generated from its one declaration. The same as JSON: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Areas"><ul>${toc}</ul></nav></header>
<main>${sections}</main></body></html>`;
}
