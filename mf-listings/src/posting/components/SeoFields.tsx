// SEO fields of a listing with the spec's warnings shown live while typing (spec §5): meta title at most 60
// characters, at most 10 comma-separated keyword phrases, a description of 50 to 160 characters. Warnings never
// block saving.
import { keywordPhrases, SEO_LIMITS, seoWarnings } from '@abode/shared';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n.ts';

/** Props of {@link SeoFields}. */
export interface SeoFieldsProps {
  title: string;
  keywords: string;
  description: string;
  onChange: (field: 'meta_title' | 'meta_keywords' | 'meta_description', value: string) => void;
  /** The meta image picker, rendered last. */
  image?: ReactNode;
}

function Warning({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <Text id={id} size="xs" c="orange.9" role="status" data-testid={id}>
      {text}
    </Text>
  );
}

/** Meta title, keywords, description and image, each with its live warning. */
export function SeoFields({ title, keywords, description, onChange, image }: SeoFieldsProps) {
  const t = useT();
  const [titleWarning] = seoWarnings({ meta_title: title });
  const [keywordsWarning] = seoWarnings({ meta_keywords: keywords });
  const [descriptionWarning] = seoWarnings({ meta_description: description });
  return (
    <Stack gap="sm">
      <div>
        <TextInput
          label={t('postMetaTitle')}
          description={`${[...title.trim()].length} / ${SEO_LIMITS.titleMax}`}
          value={title}
          onChange={(e) => onChange('meta_title', e.currentTarget.value)}
        />
        <Warning id="seo-warning-title" text={titleWarning} />
      </div>
      <div>
        <TextInput
          label={t('postMetaKeywords')}
          description={`${keywordPhrases(keywords).length} / ${SEO_LIMITS.keywordsMax} · ${t('postMetaKeywordsHint')}`}
          value={keywords}
          onChange={(e) => onChange('meta_keywords', e.currentTarget.value)}
        />
        <Warning id="seo-warning-keywords" text={keywordsWarning} />
      </div>
      <div>
        <Textarea
          label={t('postMetaDescription')}
          description={`${[...description.trim()].length} · ${SEO_LIMITS.descriptionMin}–${SEO_LIMITS.descriptionMax}`}
          value={description}
          rows={2}
          onChange={(e) => onChange('meta_description', e.currentTarget.value)}
        />
        <Warning id="seo-warning-description" text={descriptionWarning} />
      </div>
      {image}
    </Stack>
  );
}
