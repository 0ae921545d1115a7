import { maxSavingsPercent } from '@kitching/contracts';
import { useId } from 'react';
import { Badge } from '../../components/ui/badge.component';
import type { BillingPeriod } from './plan-price.helper';

const OPTIONS: Array<{ value: BillingPeriod; label: string }> = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/**
 * Monthly/Annual switch built on native radio buttons: arrow keys, form semantics and screen reader
 * announcements come for free, styled as a segmented control. Each radio is transparent and covers its
 * whole label, so a pointer (or a test) clicking either the radio or its text hits the real control.
 */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}) {
  const name = useId();
  return (
    <fieldset className="inline-flex flex-col items-center">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full bg-stone-100 p-1 ring-1 ring-stone-200">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="relative flex cursor-pointer items-center gap-2 rounded-full px-5 py-2 text-sm font-medium text-stone-700 transition-colors select-none hover:text-stone-950 has-[:checked]:bg-white has-[:checked]:text-stone-950 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {option.label}
            {option.value === 'annual' && <Badge tone="brand">up to {maxSavingsPercent()}%</Badge>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
