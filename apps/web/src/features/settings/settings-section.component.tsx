import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.component';

export interface SettingsSectionProps {
  /** The section's anchor (/settings#account) and its heading's id. */
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** One section of /settings: a card with its heading, what it is for, and its controls. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Card className="flex flex-col gap-4 p-5">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          <p className="text-sm text-stone-600">{description}</p>
        </div>
        {children}
      </Card>
    </section>
  );
}

/** A label and its value, as the account and family sections list them. */
export function SettingRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-stone-500 sm:w-32 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm font-medium text-stone-900">{children}</dd>
    </div>
  );
}
