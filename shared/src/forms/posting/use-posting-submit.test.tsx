import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePostingSubmit } from './use-posting-submit.ts';

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setup(options: {
  validate: (v: { title: string }) => Record<string, string>;
  save?: () => Promise<string>;
  refusalField?: (message: string) => string | null;
}) {
  const saved = vi.fn();
  const save = vi.fn(options.save ?? (async () => 'ok'));
  const hook = renderHook(() => {
    const form = useForm({ initialValues: { title: '' } });
    const posting = usePostingSubmit({
      name: 'x',
      form,
      validate: options.validate,
      kept: ['image'],
      save,
      onSaved: saved,
      refusalField: options.refusalField,
    });
    return { form, ...posting };
  });
  return { hook, save, saved };
}

describe('usePostingSubmit', () => {
  it('shows the errors and sends nothing while there are any', async () => {
    const { hook, save } = setup({ validate: () => ({ title: 'Title is required' }) });
    await act(() => hook.result.current.submit(event()));
    expect(hook.result.current.form.errors).toEqual({ title: 'Title is required' });
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps a refused file’s message unless the check found another for that field', async () => {
    const { hook, save } = setup({ validate: () => ({}) });
    act(() => hook.result.current.form.setFieldError('image', 'a.png: too small'));
    await act(() => hook.result.current.submit(event()));
    expect(hook.result.current.form.errors).toEqual({ image: 'a.png: too small' });
    expect(save).not.toHaveBeenCalled();
  });

  it('sends valid values and passes the answer on', async () => {
    const { hook, save, saved } = setup({ validate: () => ({}) });
    await act(() => hook.result.current.submit(event()));
    expect(save).toHaveBeenCalledWith({ title: '' });
    expect(saved).toHaveBeenCalledWith('ok');
    expect(hook.result.current.formError).toBeNull();
  });

  it('keeps the server’s refusal to show above the button', async () => {
    const { hook, saved } = setup({
      validate: () => ({}),
      save: async () => {
        throw new Error('Your Package Limit is Over. Please Purchase Package.');
      },
    });
    await act(() => hook.result.current.submit(event()));
    expect(hook.result.current.formError).toBe('Your Package Limit is Over. Please Purchase Package.');
    expect(saved).not.toHaveBeenCalled();
  });

  it('puts a refusal that names a field under that field', async () => {
    const { hook } = setup({
      validate: () => ({}),
      save: async () => {
        throw new Error('Title is required');
      },
      refusalField: (message) => (message === 'Title is required' ? 'title' : null),
    });
    await act(() => hook.result.current.submit(event()));
    expect(hook.result.current.form.errors).toEqual({ title: 'Title is required' });
    expect(hook.result.current.formError).toBeNull();
  });
});
