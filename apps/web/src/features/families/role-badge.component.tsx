import { roleName } from '@kitching/contracts/role-names';
import { Badge, type BadgeTone } from '../../components/ui/badge.component';

const tones: Record<number, BadgeTone> = { 1: 'purple', 2: 'blue', 3: 'green', 4: 'yellow' };

/** Role badge: colour differs by role; users without a role show 'Member' (spec 6). */
export function RoleBadge({ role }: { role: number | null | undefined }) {
  return <Badge tone={(role && tones[role]) || 'gray'}>{roleName(role)}</Badge>;
}
