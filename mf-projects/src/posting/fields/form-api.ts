// What the project form's fieldsets are given: the Mantine form of the project's values, and the stored media an
// edit keeps (with the owner's removals).
import type { UseFormReturnType } from '@mantine/form';
import type { ComponentProps, Dispatch, SetStateAction } from 'react';
import type { ProjectFormValues, StoredMedia } from '../project-form.ts';

/** The project's form. */
export type ProjectFormApi = UseFormReturnType<ProjectFormValues>;

/** The stored media of an edit and its setter. */
export interface MediaState {
  media: StoredMedia;
  setMedia: Dispatch<SetStateAction<StoredMedia>>;
}

/** Photos the API takes. */
export const IMAGE_TYPES = 'image/jpeg,image/png';
/** Floor plans and the payment plan: a photo or a PDF. */
export const PLAN_TYPES = 'image/jpeg,image/png,application/pdf';

/** A test id for the hidden file input of a FileInput. */
export const testId = (id: string) => ({ 'data-testid': id }) as ComponentProps<'input'>;

/** Sets one value of the form (Mantine types paths by the concrete values). */
export const setValue = <K extends keyof ProjectFormValues>(
  form: ProjectFormApi,
  key: K,
  value: ProjectFormValues[K],
) => form.setFieldValue(key, value as never);

/** The form's errors by path (parameters as `parameters.<id>`, plans as `plans.<index>`). */
export const errorsOf = (form: ProjectFormApi) => form.errors as Record<string, string | undefined>;
