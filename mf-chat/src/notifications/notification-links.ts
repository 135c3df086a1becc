// Where a notification leads: the page of what it is about, in whichever section serves it (none when that
// section is not running), or the conversation it came from.
import { roleHref, sectionHref } from '@abode/shared';
import type { NotificationEntry } from '@abode/shared/wire';
import { link } from '../links.ts';

const href = sectionHref as (section: string, page: string, params?: Record<string, string>) => string | null;

const DETAIL: Record<string, [section: string, page: string]> = {
  property: ['mf_listings', 'propertyDetail'],
  project: ['mf_projects', 'projectDetail'],
  service: ['mf_services', 'serviceDetail'],
  repair_work: ['mf_services', 'repairWorkDetail'],
  jv: ['mf_services', 'jointVentureDetail'],
  construction: ['mf_services', 'constructionDetail'],
};

const CHAT_KINDS = new Set(['property', 'project', 'repair_work']);

// "New interest in your property/project" (type 'interest', sent to the owner by interested_users) opens the owner's
// side, where the interested users are listed and decided on, not the public page the owner cannot act from.
const OWNER_VIEW: Record<string, (slug: string) => string | null> = {
  property: (slug) => href('mf_listings', 'myProperty', { slug_id: slug }),
  project: () => href('mf_projects', 'myProjects'),
};

/** The path a notification opens, or null when there is nowhere to go. */
export function notificationHref(n: NotificationEntry): string | null {
  if (n.item_type === 'chat') {
    if (!n.other_user_id || !n.item_id || !CHAT_KINDS.has(n.item_slug)) return link('chat');
    const params = new URLSearchParams({ user_id: String(n.other_user_id), [`${n.item_slug}_id`]: String(n.item_id) });
    return `${link('chat')}?${params}`;
  }
  const owner = n.type === 'interest' ? OWNER_VIEW[n.item_type] : undefined;
  if (owner && n.item_slug) return owner(n.item_slug);
  const detail = DETAIL[n.item_type];
  if (detail && n.item_slug) return href(detail[0], detail[1], { slug_id: n.item_slug });
  if (n.item_type === 'verification') return roleHref('profile');
  if (n.item_type === 'package' || n.item_type === 'payment') return roleHref('plans');
  return null;
}
