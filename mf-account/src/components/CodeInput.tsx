// The field for a 6-digit one-time code (email verification, phone login): digits only, the browser's
// one-time-code autofill, and an error that clears as soon as the person types again.

import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../i18n.ts';

/** Props of CodeInput. */
export interface CodeInputProps {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (code: string) => void;
  error: string | null;
  /** The hint under the label (where the code was sent). */
  description: string;
  /** Called when the person types, so the caller can clear its error. */
  onClearError: () => void;
  /** Enter submits this code rather than an outer form (the profile form holds the phone's code). */
  onEnter?: () => void;
}

/** A labelled 6-digit code input. */
export function CodeInput({ ref, value, onChange, error, description, onClearError, onEnter }: CodeInputProps) {
  const t = useT();
  return (
    <TextInput
      ref={ref}
      label={t('verificationCode')}
      description={description}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      aria-required
      aria-invalid={Boolean(error)}
      value={value}
      error={error}
      onKeyDown={(e) => {
        if (!onEnter || e.key !== 'Enter') return;
        e.preventDefault();
        onEnter();
      }}
      onChange={(e) => {
        onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 6));
        if (error) onClearError();
      }}
    />
  );
}
