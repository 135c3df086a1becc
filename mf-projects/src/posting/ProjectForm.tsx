// The add/edit project form (spec §3 Project), on the posting-form kit of @abode/shared: its fieldsets (details,
// the category's parameters, amenities and nearby places, floor plans, files, location, and the SEO fields with
// the spec's warnings) under one frame; the text parts are checked by the wire's postProjectFields, the rest by
// validateProject. One multipart post_project; the server's refusal is toasted by the shared policy and shown
// above the button.
import { PostingFormFrame, SeoInputs, usePostingSubmit } from '@abode/shared/forms/posting';
import type { Category } from '@abode/shared/wire';
import { Fieldset } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { PROJECTS_ROOT, type ProjectDetail, projectQueries, saveProject } from '../project.queries.ts';
import { AmenitiesFieldsets } from './fields/AmenitiesFieldsets.tsx';
import { DetailsFieldset } from './fields/DetailsFieldset.tsx';
import { errorsOf } from './fields/form-api.ts';
import { LocationFieldset } from './fields/LocationFieldset.tsx';
import { MediaFieldset } from './fields/MediaFieldset.tsx';
import { ParametersFieldset } from './fields/ParametersFieldset.tsx';
import { PlansFieldset } from './fields/PlansFieldset.tsx';
import {
  buildProjectBody,
  emptyProjectValues,
  mediaFromProject,
  noStoredMedia,
  type ProjectFormValues,
  type StoredMedia,
  validateProject,
  valuesFromProject,
} from './project-form.ts';

/** The form's name (its first invalid field is found by it). */
const FORM_NAME = 'project';

/** The project form, for a new project or an edit. */
export function ProjectForm({ project }: { project?: ProjectDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const editing = project !== undefined;
  const categories = useQuery(projectQueries.categories());
  const [media, setMedia] = useState<StoredMedia>(() => (project ? mediaFromProject(project) : noStoredMedia()));
  const form = useForm<ProjectFormValues>({
    name: FORM_NAME,
    initialValues: project ? valuesFromProject(project) : emptyProjectValues(),
  });
  const values = form.getValues();
  const categoryList = (categories.data?.data ?? []) as Category[];
  const categoryOf = (id: string | null) => (id ? categoryList.find((c) => String(c.id) === id) : undefined);

  const save = useMutation({
    mutationKey: [...PROJECTS_ROOT, editing ? 'update' : 'post'],
    meta: { invalidates: [PROJECTS_ROOT] },
    mutationFn: saveProject,
  });

  const { submit, formError } = usePostingSubmit({
    name: FORM_NAME,
    form,
    validate: (current) => {
      const found = validateProject(current, categoryOf(current.category_id), media);
      // A refused title image says why (too small, not a photo) rather than that none is chosen.
      const refused = errorsOf(form).image;
      if (refused) found.image = refused;
      return found;
    },
    save: (current) => save.mutateAsync(buildProjectBody(current, categoryOf(current.category_id), media, project?.id)),
    onSaved: () => navigate(link('myProjects')),
  });

  return (
    <PostingFormFrame
      name={FORM_NAME}
      label={t('projectFormLabel')}
      onSubmit={submit}
      formError={formError}
      submitLabel={editing ? t('projectSaveChanges') : t('projectSubmit')}
      pending={save.isPending}
      submitTestId="submit-project"
    >
      <DetailsFieldset form={form} categories={categoryList} />
      <ParametersFieldset form={form} category={categoryOf(values.category_id)} media={media} setMedia={setMedia} />
      <AmenitiesFieldsets form={form} />
      <PlansFieldset form={form} setMedia={setMedia} />
      <MediaFieldset form={form} media={media} setMedia={setMedia} />
      <LocationFieldset form={form} />
      <Fieldset legend={t('projectSeo')}>
        <SeoInputs
          labels={{
            meta_title: t('projectMetaTitle'),
            meta_keywords: t('projectMetaKeywords'),
            meta_description: t('projectMetaDescription'),
          }}
          values={values}
          errors={errorsOf(form)}
          onChange={(field, value) => form.setFieldValue(field, value)}
        />
      </Fieldset>
    </PostingFormFrame>
  );
}
