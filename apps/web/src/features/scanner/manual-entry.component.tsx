import { zodResolver } from '@hookform/resolvers/zod';
import { barcodeEntryForm } from '@kitching/contracts';
import { Search } from 'lucide-react';
import { type Ref, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';

type Values = z.input<typeof barcodeEntryForm>;

interface ManualEntryProps {
  onSubmit(barcode: string): void;
  busy: boolean;
  /** A message about the last barcode (e.g. the server refused it), shown on the field. */
  serverError?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Changes when the scanner resets: the field empties for the next barcode. */
  resetKey?: number;
}

/** Typing the barcode always works, camera or not (spec 5: 'Barcode is required'). */
export function ManualEntry({ onSubmit, busy, serverError, inputRef, resetKey }: ManualEntryProps) {
  const form = useForm<Values>({ resolver: zodResolver(barcodeEntryForm), defaultValues: { barcode: '' } });
  const { ref: registerRef, ...registered } = form.register('barcode');
  // Spread (not a ref= attribute): the design system's Input passes every prop, ref included, through.
  const field = {
    ...registered,
    ref: (element: HTMLInputElement | null) => {
      registerRef(element);
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
  };

  useEffect(() => {
    if (serverError) form.setError('barcode', { message: serverError });
  }, [serverError, form]);

  useEffect(() => {
    if (resetKey) form.reset({ barcode: '' });
  }, [resetKey, form]);

  const submit = form.handleSubmit((values) => onSubmit(values.barcode));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field label="Barcode" error={form.formState.errors.barcode?.message} className="flex-1">
        <Input
          {...field}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 5010251168577"
          className="font-mono tracking-wide"
        />
      </Field>
      <Button type="submit" disabled={busy} className="sm:mt-7">
        {busy ? <Spinner /> : <Search className="h-4 w-4" aria-hidden />}
        Look Up
      </Button>
    </form>
  );
}
