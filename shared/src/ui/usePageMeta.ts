// A page's document title, meta description and social preview (Open Graph), set while the page is shown and
// restored when it goes: one hook for every section's detail and content pages.
import { useEffect } from 'react';

/** What a page says about itself; `null`/`undefined` fields leave the document's own value alone. */
export interface PageMeta {
  title?: string | null;
  description?: string | null;
  /** An absolute image URL for link previews. */
  image?: string | null;
}

const SITE = 'Abode';

// Each tag: the attribute that names it and its name.
const TAGS = {
  description: ['name', 'description'],
  ogTitle: ['property', 'og:title'],
  ogDescription: ['property', 'og:description'],
  ogImage: ['property', 'og:image'],
} as const;

/** Sets a <meta> tag's content, making the tag if needed; answers how to undo it. */
function setMeta([attribute, name]: readonly [string, string], content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  const created = !tag;
  const previous = tag?.content ?? '';
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, name);
    document.head.appendChild(tag);
  }
  tag.content = content;
  const mine = tag;
  return () => {
    if (created) mine.remove();
    else mine.content = previous;
  };
}

/** Sets the title (`<title> | Abode`), description and preview tags from the page's data; restores them after. */
export function usePageMeta({ title, description, image }: PageMeta): void {
  useEffect(() => {
    const undo: (() => void)[] = [];
    if (title) {
      const previousTitle = document.title;
      document.title = `${title} | ${SITE}`;
      undo.push(() => {
        document.title = previousTitle;
      });
      undo.push(setMeta(TAGS.ogTitle, title));
    }
    if (description) {
      undo.push(setMeta(TAGS.description, description));
      undo.push(setMeta(TAGS.ogDescription, description));
    }
    if (image) undo.push(setMeta(TAGS.ogImage, image));
    return () => {
      for (const u of undo.reverse()) u();
    };
  }, [title, description, image]);
}
