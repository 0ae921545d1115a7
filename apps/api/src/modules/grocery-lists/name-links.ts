import type { Actor, ProductLink, ProductLinkBody } from '@kitching/contracts';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { GroceryDeps } from './grocery-lines';
import { groceryErrors } from './grocery-lists.errors';
import { toProductLinkDto } from './grocery-lists.repository';

/** The family's links between names of one product (the name rule everywhere). */
export function nameLinkUseCases({ grocery, run }: Pick<GroceryDeps, 'grocery' | 'run'>) {
  return {
    async links(actor: Actor, familyId: number): Promise<ProductLink[]> {
      authorize(actor, 'family.view', familyId);
      return (await grocery.links(familyId)).map(toProductLinkDto);
    },

    /** Two names of one product, for the name rule everywhere; linking them again changes nothing. */
    async link(
      actor: Actor,
      familyId: number,
      body: ProductLinkBody,
    ): Promise<{ link: ProductLink; created: boolean }> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const row = await repos.grocery.addLink({
          familyId,
          name: body.name,
          sameAs: body.sameAs,
          createdBy: actor.id,
        });
        if (!row) {
          const same = (await repos.grocery.links(familyId)).find(
            (l) => l.name === body.name && l.sameAs === body.sameAs,
          );
          return { link: toProductLinkDto(same!), created: false };
        }
        const link = toProductLinkDto(row);
        emit({ type: 'product.names_linked', familyId, actorId: actor.id, details: { link } });
        return { link, created: true };
      });
    },

    async unlink(actor: Actor, id: number): Promise<{ id: number }> {
      const found = await grocery.findLink(id);
      if (!found) throw groceryErrors.linkNotFound();
      authorize(actor, 'family.view', found.familyId, refuseWith(groceryErrors.linkNotFound));
      authorize(actor, 'groceries.edit');
      return run(async ({ repos, emit }) => {
        const row = await repos.grocery.removeLink(id);
        if (!row) throw groceryErrors.linkNotFound();
        emit({
          type: 'product.names_unlinked',
          familyId: row.familyId,
          actorId: actor.id,
          details: { link: toProductLinkDto(row) },
        });
        return { id };
      });
    },
  };
}
