import { type Actor, can } from '@kitching/contracts';
import type { ComponentType } from 'react';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { useSession } from '../auth/use-session.hook';
import { CalendarSettings } from '../calendar/calendar-settings.component';
import { BackupExportSettings, showsBackupExport } from '../data-transfer/backup-export.component';
import { RemindersSettings } from '../notices/reminders-settings.component';
import { PushSettings, pushSupported } from '../push/push-settings.component';
import { AccessTokensSettings } from '../tokens/access-tokens-settings.component';
import { WebhooksSettings } from '../webhooks/webhooks-settings.component';
import { AccountSettings } from './account-settings.component';
import { AppearanceSettings } from './appearance-settings.component';
import { FamilySettings } from './family-settings.component';
import { SettingsSection } from './settings-section.component';

interface SettingsEntry {
  id: string;
  title: string;
  description: string;
  Component: ComponentType;
  /** Only for those whose role may use it (the API refuses the others anyway). */
  shownTo?: (viewer: Actor) => boolean;
}

/**
 * The page's sections, in order; the contents list and the page both follow this list. What later
 * settings need (backup and export, reminders, the calendar feed, API tokens) comes as one more
 * entry with its own component, rather than a placeholder shown before it works.
 */
export const SETTINGS_SECTIONS: readonly SettingsEntry[] = [
  {
    id: 'account',
    title: 'Account',
    description: 'Who you are in Kitching, and how you sign in.',
    Component: AccountSettings,
  },
  {
    id: 'appearance',
    title: 'Appearance',
    description: 'How Kitching looks on this device.',
    Component: AppearanceSettings,
  },
  {
    id: 'family',
    title: 'Family',
    description: 'The family you cook with: its members, their roles and the family name.',
    Component: FamilySettings,
  },
  {
    id: 'reminders',
    title: 'Reminders',
    description: 'What Kitching reminds you about, how, and when to stay quiet. Only you see yours.',
    Component: RemindersSettings,
  },
  {
    id: 'push',
    title: 'Push notices',
    description: 'Reminders on this phone or computer, even when Kitching is closed.',
    Component: PushSettings,
    shownTo: () => pushSupported(),
  },
  {
    id: 'backup',
    title: 'Backup & export',
    description: "Your family's data: yours to keep, and the way in from other recipe apps.",
    Component: BackupExportSettings,
    shownTo: showsBackupExport,
  },
  {
    id: 'calendar',
    title: 'Calendar',
    description: "Your family's planned meals in your own calendar app.",
    Component: CalendarSettings,
    shownTo: (viewer) => viewer.familyId != null,
  },
  {
    id: 'access-tokens',
    title: 'Access tokens',
    description: 'Personal tokens for other programs: Home Assistant, scripts, AI assistants.',
    Component: AccessTokensSettings,
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    description: "Send your family's changes to Home Assistant or your own scripts as they happen.",
    Component: WebhooksSettings,
    shownTo: (viewer) => viewer.familyId != null && can(viewer, 'webhooks.manage'),
  },
];

/** /settings: the account's and the family's settings, opened from the avatar menu. */
export function SettingsPage() {
  useDocumentTitle('Settings - Kitching');
  const { user, familyId } = useSession();
  const viewer: Actor | null = user ? { id: user.id, role: user.role, familyId: familyId ?? null } : null;
  const sections = SETTINGS_SECTIONS.filter((s) => !s.shownTo || (viewer && s.shownTo(viewer)));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Settings</h1>
        <p className="text-sm text-stone-600">Your account, how Kitching looks, and your family.</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[11rem_1fr]">
        <nav aria-label="Settings sections" className="hidden lg:block">
          <ul className="sticky top-24 flex flex-col gap-1">
            {sections.map(({ id, title }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-6">
          {sections.map(({ id, title, description, Component }) => (
            <SettingsSection key={id} id={id} title={title} description={description}>
              <Component />
            </SettingsSection>
          ))}
        </div>
      </div>
    </div>
  );
}
