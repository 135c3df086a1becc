// The SEO fields of a posting form with the spec's warnings shown live while typing (spec §5): meta title at most
// 60 characters, at most 10 comma-separated keyword phrases, a description of 50 to 160 characters. A warning
// never blocks saving; an error (the post schema's hard limits) does, and shows under its field.
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { keywordPhrases, SEO_LIMITS, seoWarnings } from '../../messages.ts';

/** An SEO field's name, as the post calls send it. */
export type SeoField = 'meta_title' | 'meta_keywords' | 'meta_description';

/** Props of {@link SeoInputs}. */
export interface SeoInputsProps {
  /** The fields' labels (the section's texts). */
  labels: Record<SeoField, string>;
  /** A hint after the keyword count (e.g. "separate them with commas"). */
  keywordsHint?: string;
  values: Record<SeoField, string>;
  errors?: Partial<Record<SeoField, string | undefined>>;
  onChange: (field: SeoField, value: string) => void;
  /** Rows of the description box. */
  descriptionRows?: number;
  /** The meta image picker, rendered last. */
  image?: ReactNode;
}

/** A live warning under a field (`id` also names its test id). */
function Warning({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <Text id={id} size="xs" c="orange.9" role="status" data-testid={id}>
      {text}
    </Text>
  );
}

/** Characters as a reader counts them (an emoji once), as seoWarnings counts them. */
const chars = (text: string) => [...text.trim()].length;

/** Meta title, keywords and description, each with its live warning, and the meta image picker if any. */
export function SeoInputs({
  labels,
  keywordsHint,
  values,
  errors = {},
  onChange,
  descriptionRows,
  image,
}: SeoInputsProps) {
  const [titleWarning] = seoWarnings({ meta_title: values.meta_title });
  const [keywordsWarning] = seoWarnings({ meta_keywords: values.meta_keywords });
  const [descriptionWarning] = seoWarnings({ meta_description: values.meta_description });
  const keywordCount = `${keywordPhrases(values.meta_keywords).length} / ${SEO_LIMITS.keywordsMax}`;
  return (
    <Stack gap="sm">
      <div>
        <TextInput
          label={labels.meta_title}
          description={`${chars(values.meta_title)} / ${SEO_LIMITS.titleMax}`}
          value={values.meta_title}
          error={errors.meta_title}
          onChange={(e) => onChange('meta_title', e.currentTarget.value)}
        />
        <Warning id="seo-warning-title" text={titleWarning} />
      </div>
      <div>
        <TextInput
          label={labels.meta_keywords}
          description={keywordsHint ? `${keywordCount} · ${keywordsHint}` : keywordCount}
          value={values.meta_keywords}
          error={errors.meta_keywords}
          onChange={(e) => onChange('meta_keywords', e.currentTarget.value)}
        />
        <Warning id="seo-warning-keywords" text={keywordsWarning} />
      </div>
      <div>
        <Textarea
          label={labels.meta_description}
          description={`${chars(values.meta_description)} · ${SEO_LIMITS.descriptionMin}–${SEO_LIMITS.descriptionMax}`}
          value={values.meta_description}
          error={errors.meta_description}
          rows={descriptionRows}
          onChange={(e) => onChange('meta_description', e.currentTarget.value)}
        />
        <Warning id="seo-warning-description" text={descriptionWarning} />
      </div>
      {image}
    </Stack>
  );
}
