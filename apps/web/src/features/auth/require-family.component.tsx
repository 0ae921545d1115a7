import type { Actor } from '@kitching/contracts';
import type { ReactNode } from 'react';
import { NoFamily } from '../../components/ui/no-family.component';
import { useSession } from './use-session.hook';

interface RequireFamilyProps {
  /** The page's heading and what it needs a family for, shown to someone without one. */
  title: string;
  message: string;
  /** The page, for the signed-in member of a family. */
  children(family: { familyId: number; actor: Actor }): ReactNode;
}

/** A family page: the page for a member of a family, else what it is for and 'Set Up Family'. */
export function RequireFamily({ title, message, children }: RequireFamilyProps) {
  const { user, actor, familyId } = useSession();
  if (!user || !familyId) return <NoFamily title={title} message={message} />;
  return children({ familyId, actor });
}
