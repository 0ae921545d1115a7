import { type Actor, DEFAULT_EXPIRY_DAYS, type NoticeSettings } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun } from '../../kernel/unit-of-work';
import type { NoticeSettingsRepository } from './notice-settings.repository';

declare module '../../kernel/app-context' {
  interface AppServices {
    noticeSettings: NoticeSettingsService;
  }
}

/**
 * The family's reminder settings (issue 26): every member may read them (another family's answer 404);
 * changing them is a family setting, for a Head Chef or Sous Chef ('family.reminders'). No stored
 * value: the default the scheduler uses too.
 */
export function noticeSettingsService({
  settings,
  run,
}: {
  settings: NoticeSettingsRepository;
  run: ScopedRun<{ settings: NoticeSettingsRepository }>;
}) {
  return {
    async get(actor: Actor, familyId: number): Promise<NoticeSettings> {
      authorize(actor, 'family.view', familyId);
      return { expiryDays: (await settings.expiryDays(familyId)) ?? DEFAULT_EXPIRY_DAYS };
    },
    async save(actor: Actor, familyId: number, body: NoticeSettings): Promise<NoticeSettings> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'family.reminders');
      await run(({ repos }) => repos.settings.saveExpiryDays(familyId, body.expiryDays));
      return { expiryDays: body.expiryDays };
    },
  };
}
export type NoticeSettingsService = ReturnType<typeof noticeSettingsService>;
