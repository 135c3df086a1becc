// The submit every posting form repeats: check the values, keep a refused file's message, show the errors and
// focus the first invalid field, else send and move on; the server's refusal (already toasted by the shared
// policy) goes under the field it names, if the form knows which, else is kept to be shown above the button.
import type { UseFormReturnType } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { focusFirstInvalid } from '../../ui/form-focus.ts';

/** Options of {@link usePostingSubmit}. */
export interface PostingSubmitOptions<V, A> {
  /** The form's name (its first invalid field is found by it). */
  name: string;
  /** The form (only its values and errors are used, so any transform of its values will do). */
  form: Pick<UseFormReturnType<V>, 'getValues' | 'errors' | 'setErrors' | 'setFieldError'>;
  /** Every error of the values, by field path ('' or absent keys: none). */
  validate: (values: V) => Record<string, string>;
  /**
   * Fields whose message was set when a file was chosen (a refused photo): it stays until another file is
   * chosen, unless the check found another problem with that field.
   */
  kept?: readonly string[];
  /** Sends the values (the mutation): resolves with the answer, rejects with the server's refusal. */
  save: (values: V) => Promise<A>;
  /** After a successful save (e.g. to the owner's list). */
  onSaved: (answer: A) => void;
  /** The field a refusal of the server is about, from its message (null: the whole form's). */
  refusalField?: (message: string) => string | null;
}

/** The submit handler of a posting form and the server's last refusal (null when none). */
export function usePostingSubmit<V, A>({
  name,
  form,
  validate,
  kept = [],
  save,
  onSaved,
  refusalField,
}: PostingSubmitOptions<V, A>) {
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const values = form.getValues();
    const found = validate(values);
    const shown = form.errors as Record<string, string | undefined>;
    for (const key of kept) {
      const message = shown[key];
      if (message && !found[key]) found[key] = message;
    }
    form.setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(name);
      return;
    }
    let answer: A;
    try {
      answer = await save(values);
    } catch (error) {
      const message = (error as Error).message;
      const field = refusalField?.(message);
      if (field) form.setFieldError(field, message);
      else setFormError(message);
      return;
    }
    onSaved(answer);
  };

  return { submit, formError };
}
