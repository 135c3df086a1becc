// A form that refuses to send focuses its first field with an error, once the errors have rendered (Mantine
// marks such a field `aria-invalid="true"`), so a keyboard or screen-reader user lands on what to fix.

/** After the next paint, focus the first field of `form[name=formName]` that has an error. */
export function focusFirstInvalid(formName: string): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`form[name="${formName}"] [aria-invalid="true"]`)?.focus();
  });
}
