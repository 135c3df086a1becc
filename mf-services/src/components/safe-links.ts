// Contact details a poster typed, turned into links that can only do what they say: a phone call, a WhatsApp
// chat, a mail or a web page. Anything that does not read as one (a `javascript:` website, a phone with
// letters) gives no link at all.

/** A phone number as a `tel:` URI (digits and a leading plus only), or null without enough digits. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 5 || /[a-z]/i.test(trimmed)) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A WhatsApp chat with the number (wa.me takes the international number, digits only), or null. */
export function whatsappHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8 || /[a-z]/i.test(phone)) return null;
  return `https://wa.me/${digits}`;
}

/** A `mailto:` link for a plain address, or null. */
export function mailHref(email: string): string | null {
  const e = email.trim();
  return /^[^\s@<>"'?&]+@[^\s@<>"'?&]+\.[^\s@<>"'?&]{2,}$/.test(e) ? `mailto:${e}` : null;
}

/** An http(s) web address as it is, or null (never `javascript:`, `data:` and the like). */
export function webHref(link: string): string | null {
  const l = link.trim();
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(l)) return null;
  try {
    const url = new URL(l);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
