import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const base =
  'w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm placeholder:text-stone-400 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(base, 'h-10', className)} {...props} />;
}
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(base, 'min-h-20 py-2', className)} {...props} />;
}
/** A native select: accessible, works with the phone's picker, and with react-hook-form's register. */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(base, 'h-10 pr-8', className)} {...props} />;
}

/**
 * A native select over a list of words shown as they are (units, categories); `children` come first
 * (a disabled 'Choose a category'). Works with react-hook-form's register (its `ref`).
 */
export function OptionSelect({
  options,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; ref?: Ref<HTMLSelectElement> }) {
  return (
    <NativeSelect {...props}>
      {children}
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  );
}
