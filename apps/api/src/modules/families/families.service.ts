import type { Actor, CreateFamilyBody, Family } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun } from '../../kernel/unit-of-work';
import type { SessionCache } from '../auth/session-cache';
import type { UsersService } from '../users/users.service';
import { familyErrors } from './families.errors';
import { type FamiliesRepository, toFamilyDto } from './families.repository';

declare module '../../kernel/app-context' {
  interface AppServices {
    families: FamiliesService;
  }
}

export function familiesService({
  families,
  run,
  users,
  sessionCache,
}: {
  families: FamiliesRepository;
  run: ScopedRun<{ families: FamiliesRepository }>;
  users: Pick<UsersService, 'lockForFamily' | 'joinAsHeadChef'>;
  sessionCache: SessionCache;
}) {
  /** The family, if the actor belongs to it; otherwise 404, exactly like a missing one. */
  async function requireFamily(actor: Actor, familyId: number) {
    authorize(actor, 'family.view', familyId);
    const family = await families.findById(familyId);
    if (!family) throw familyErrors.notFound();
    return family;
  }

  return {
    /** Other domains (profile setup): the family `id`, if there is one. */
    find: (id: number) => families.findById(id),

    /**
     * The creator joins the new family as its Head Chef (role set here, never from the body). One family
     * per creator until profile setup: a repeat (a double submit, or setup retried after a failed
     * profile step) answers the family made first, `created` false; once the profile is set up, or for
     * a member of someone else's family, it is 409. The user's row is locked for the check and the
     * insert, so requests racing each other queue there and the later ones see the first one's family:
     * the session's familyId cannot tell, being read before the race.
     */
    async create(actor: Actor, body: CreateFamilyBody): Promise<{ family: Family; created: boolean }> {
      const result = await run(async (work) => {
        const { repos, emit } = work;
        const me = await users.lockForFamily(work, actor.id);
        if (!me) throw familyErrors.notFound();
        if (me.familyId) {
          const first = await repos.families.findById(me.familyId);
          if (first?.createdBy === me.id && !me.username)
            return { family: toFamilyDto(first), created: false };
          throw familyErrors.alreadyInFamily();
        }
        const family = toFamilyDto(
          await repos.families.create({
            name: body.name,
            familySize: body.familySize ?? null,
            createdBy: actor.id,
          }),
        );
        await users.joinAsHeadChef(work, actor.id, family.id);
        emit({ type: 'family.created', familyId: family.id, actorId: actor.id, details: { family } });
        return { family, created: true };
      });
      sessionCache.forgetUser(actor.id);
      return result;
    },

    async get(actor: Actor, familyId: number) {
      return toFamilyDto(await requireFamily(actor, familyId));
    },

    async rename(actor: Actor, familyId: number, name: string) {
      const before = await requireFamily(actor, familyId);
      authorize(actor, 'family.rename');
      const family = await run(async ({ repos, emit }) => {
        const row = await repos.families.rename(familyId, name);
        if (!row) throw familyErrors.notFound();
        const renamed = toFamilyDto(row);
        emit({
          type: 'family.renamed',
          familyId,
          actorId: actor.id,
          details: { family: renamed, previousName: before.name },
        });
        return renamed;
      });
      sessionCache.forgetFamily(familyId);
      return family;
    },
  };
}
export type FamiliesService = ReturnType<typeof familiesService>;
