// The frame of every posting form: the form element (named, so its first invalid field can be focused; labelled;
// the browser's own checks off, the form's run instead), its fieldsets, the server's refusal and the submit button.
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** Props of {@link PostingFormFrame}. */
export interface PostingFormFrameProps {
  name: string;
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The server's refusal, shown above the button. */
  formError: string | null;
  submitLabel: string;
  pending: boolean;
  submitTestId?: string;
  children: ReactNode;
}

/** A posting form's element around its fieldsets. */
export function PostingFormFrame({
  name,
  label,
  onSubmit,
  formError,
  submitLabel,
  pending,
  submitTestId,
  children,
}: PostingFormFrameProps) {
  return (
    <form name={name} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={label}>
      <Stack gap="lg">
        {children}
        {formError && (
          <Alert color="red" role="alert" data-testid="form-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
