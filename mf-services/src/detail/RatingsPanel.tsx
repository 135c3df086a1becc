// The ratings section of every detail page here (a service, a repair work, a JV post, a construction profile):
// the summary (stars, average, count), the newest ratings the detail carries (every one, paged from get-ratings,
// on demand) and the viewer's own rating (1–5 stars and a comment; a second one edits the first). A visitor is
// offered to log in; the owner is told they cannot rate their own item. A rating refreshes the item's root, so
// the summary, the list and the cards follow.
import { fill, formatDate, PageButtons, useDirection, useSession, useSignInRedirect } from '@abode/shared';
import { RATING_MESSAGES, type RatingEntry } from '@abode/shared/wire';
import { Alert, Avatar, Button, Card, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { RatingStars } from '../components/RatingStars.tsx';
import { useT } from '../i18n.ts';
import { RATINGS_ROOT, type RatedKind, rateItem, ratingQueries, rootOf } from '../rating.queries.ts';

/** Ratings per page once the viewer asks for all of them. */
export const RATINGS_PAGE_SIZE = 10;

/** The longest comment the API takes (in characters, as the server counts them). */
const COMMENT_MAX = 1000;

/** What the panel reads of a rated item's detail. */
export interface RatedItem {
  id: number;
  is_owner: boolean;
  my_rating: RatingEntry | null;
  rating_avg: number;
  rating_count: number;
  /** The newest ratings the detail answer carries. */
  ratings: RatingEntry[];
}

/** The words that name the item: a listing (service, repair work) or a post (JV, construction). */
const NOUN_TEXTS = {
  listing: { add: 'ratingAddYours', own: 'ratingOwn' },
  post: { add: 'ratingAddYoursPost', own: 'ratingOwnPost' },
} as const;
const nounOf = (kind: RatedKind) => NOUN_TEXTS[kind === 'venture' ? 'post' : 'listing'];

function RatingItem({ rating }: { rating: RatingEntry }) {
  const t = useT();
  const { code } = useDirection();
  const date = formatDate(rating.updated_at || rating.created_at, code);
  return (
    <Card withBorder padding="sm" component="li" data-testid="rating-item">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={rating.user.profile || null} alt="" name={rating.user.name} radius="xl" size="md" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={600} dir="auto">
              {rating.user.name}
            </Text>
            <Text size="xs" c="dimmed">
              {date}
            </Text>
          </Group>
          <Group gap={6} role="img" aria-label={fill(t('ratingStarsOf'), { n: rating.ratting })}>
            <Rating value={rating.ratting} readOnly size="xs" aria-hidden="true" />
          </Group>
          {rating.comment && (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {rating.comment}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function RatingList({ ratings, busy, labelledBy }: { ratings: RatingEntry[]; busy?: boolean; labelledBy: string }) {
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none', opacity: busy ? 0.6 : 1 }}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      data-testid="rating-list"
    >
      {ratings.map((r) => (
        <RatingItem key={r.id} rating={r} />
      ))}
    </Stack>
  );
}

/** Every rating, paged from get-ratings (opened on demand). */
function AllRatings({ kind, id, labelledBy }: { kind: RatedKind; id: number; labelledBy: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...ratingQueries.list(kind, id, (page - 1) * RATINGS_PAGE_SIZE, RATINGS_PAGE_SIZE),
    meta: { silent: true },
  });
  if (query.isPending) return <Text c="dimmed">{t('loading')}</Text>;
  if (query.isError)
    return (
      <Text c="red.8" role="alert">
        {query.error.message}
      </Text>
    );
  const pages = Math.ceil(query.data.total / RATINGS_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <RatingList ratings={query.data.data} busy={query.isPlaceholderData} labelledBy={labelledBy} />
      {pages > 1 && (
        <Group justify="center">
          <PageButtons total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

/** The viewer's rating form (add or edit). */
function RatingForm({ kind, item }: { kind: RatedKind; item: RatedItem }) {
  const t = useT();
  const legendId = useId();
  const mine = item.my_rating;
  const [value, setValue] = useState(mine?.ratting ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const rate = useMutation({
    mutationKey: [...rootOf(kind), 'rate', item.id],
    meta: { invalidates: [rootOf(kind), RATINGS_ROOT] },
    mutationFn: () => rateItem(kind, item.id, { ratting: value, comment: comment.trim() }),
    onSuccess: () => setSaved(true),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (value < 1) return setError(RATING_MESSAGES.rattingRequired);
    if ([...comment.trim()].length > COMMENT_MAX) return setError(RATING_MESSAGES.commentTooLong);
    setError(null);
    rate.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={legendId} data-testid="rating-form">
      <Stack gap="xs">
        <Text fw={600} id={legendId}>
          {mine ? t('ratingEditYours') : t(nounOf(kind).add)}
        </Text>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ padding: 0 }}>
            <Text size="sm">{t('ratingStarsLabel')}</Text>
          </legend>
          <Rating
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            size="lg"
            name={`ratting-${kind}-${item.id}`}
            getSymbolLabel={(n) => fill(t('ratingStarsOf'), { n })}
            // Enter on a star chooses it (Mantine's Rating); it must not send the form with it.
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
            data-testid="rating-input"
          />
        </fieldset>
        <Textarea
          label={t('ratingComment')}
          rows={3}
          maxLength={COMMENT_MAX}
          dir="auto"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert" data-testid="rating-error">
            {error}
          </Alert>
        )}
        {rate.isError && (
          <Alert color="red" role="alert" data-testid="rating-server-error">
            {rate.error.message}
          </Alert>
        )}
        {saved && (
          <Text size="sm" c="teal.9" role="status" data-testid="rating-saved">
            {t('ratingSaved')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={rate.isPending} data-testid="rating-submit">
            {mine ? t('ratingUpdate') : t('ratingSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The ratings section of a detail page. */
export function RatingsPanel({ kind, item }: { kind: RatedKind; item: RatedItem }) {
  const t = useT();
  const id = useId();
  const session = useSession();
  const signIn = useSignInRedirect();
  const [all, setAll] = useState(false);
  return (
    <section aria-labelledby={id} data-testid="ratings-panel">
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {t('ratings')}
        </Title>
        <div data-testid="rating-summary" data-count={item.rating_count} data-avg={item.rating_avg}>
          <RatingStars avg={item.rating_avg} count={item.rating_count} size="lg" />
        </div>
        {item.is_owner ? (
          <Text size="sm" c="dimmed" data-testid="rating-own">
            {t(nounOf(kind).own)}
          </Text>
        ) : session.isLoggedIn ? (
          <RatingForm key={item.id} kind={kind} item={item} />
        ) : (
          <Group>
            <Button variant="light" onClick={signIn} data-testid="rating-sign-in">
              {t('ratingSignIn')}
            </Button>
          </Group>
        )}
        {all ? (
          <AllRatings kind={kind} id={item.id} labelledBy={id} />
        ) : item.ratings.length === 0 ? (
          <Text c="dimmed">{t('ratingNoneYet')}</Text>
        ) : (
          <RatingList ratings={item.ratings} labelledBy={id} />
        )}
        {!all && item.rating_count > item.ratings.length && (
          <Group>
            <Button variant="default" onClick={() => setAll(true)} data-testid="ratings-all">
              {fill(t('ratingShowAll'), { count: item.rating_count })}
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}
