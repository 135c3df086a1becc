// Add a JV post (/user/add-joint-venture) or a construction profile (/user/add-construction), and edit one
// (/user/edit-joint-venture/:slug_id, /user/edit-construction/:slug_id): the section's posting pages
// (components/posting/PostingPages.tsx) around the venture form.
import { useParams } from 'react-router';
import { AddPostingPage, EditPostingPage } from '../../components/posting/PostingPages.tsx';
import { useT } from '../../i18n.ts';
import { ventureQueries } from '../venture.queries.ts';
import type { VentureKind } from '../venture-kind.ts';
import { VentureForm } from './VentureForm.tsx';

const WORDS = {
  jv: { add: 'ventureAddJv', edit: 'ventureEditJv' },
  construction: { add: 'ventureAddConstruction', edit: 'ventureEditConstruction' },
} as const;

function AddVenture({ kind }: { kind: VentureKind }) {
  const t = useT();
  return (
    <AddPostingPage title={t(WORDS[kind].add)} hint={t('ventureReviewHint')} profile={ventureQueries.me}>
      <VentureForm kind={kind} />
    </AddPostingPage>
  );
}

function EditVenture({ kind }: { kind: VentureKind }) {
  const t = useT();
  const { slug_id: slug = '' } = useParams();
  return (
    <EditPostingPage
      title={t(WORDS[kind].edit)}
      hint={t('ventureEditReviewHint')}
      item={(userId) => ventureQueries.editable(kind, slug, userId)}
    >
      {(post) => <VentureForm key={post.id} kind={kind} post={post} />}
    </EditPostingPage>
  );
}

/** /user/add-joint-venture. */
export const AddJointVenturePage = () => <AddVenture kind="jv" />;
/** /user/add-construction. */
export const AddConstructionPage = () => <AddVenture kind="construction" />;
/** /user/edit-joint-venture/:slug_id. */
export const EditJointVenturePage = () => <EditVenture kind="jv" />;
/** /user/edit-construction/:slug_id. */
export const EditConstructionPage = () => <EditVenture kind="construction" />;
