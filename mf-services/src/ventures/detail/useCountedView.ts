// A post's view, counted once per visit of its page (post_jv_construction_view_count; the server also counts a
// visitor at most once a day), never for its owner. The page shows the count the answer gives.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { countVentureView } from '../venture.queries.ts';

/** The views to show for `post`: its count, then the one the view call answered. */
export function useCountedView(post: { id: number; total_click: number; is_owner: boolean } | undefined): number {
  const [counted, setCounted] = useState<{ id: number; total: number } | null>(null);
  const sent = useRef<number | null>(null);
  // Silent: the answer's 'View counted' is not news, and a failed count must not interrupt the visitor.
  const { mutate } = useMutation({
    meta: { silent: true },
    mutationFn: countVentureView,
    onSuccess: (answer) => setCounted({ id: answer.id, total: answer.total_click }),
  });
  const id = post?.id;
  const owner = post?.is_owner ?? true;
  useEffect(() => {
    if (id === undefined || owner || sent.current === id) return;
    sent.current = id;
    mutate(id);
  }, [id, owner, mutate]);
  if (!post) return 0;
  return counted?.id === post.id ? Math.max(counted.total, post.total_click) : post.total_click;
}
