import { Badge } from '@chakra-ui/react';
import { pendingLabel } from './pending.labels';
import { usePendingOf } from './todo.api';

/** A menu entry's count of what waits in its queue for the user; nothing when nothing waits. */
export function PendingBadge({ path }: { path: string | null | undefined }) {
  const pending = usePendingOf(path);
  if (!pending || pending.waiting === 0) return null;
  return (
    <Badge size="xs" variant="solid" colorPalette={pending.overdue > 0 ? 'red' : 'brand'} rounded="full" flexShrink={0} aria-label={`（${pendingLabel(pending)}）`} data-testid="pending-badge">
      {pending.waiting > 99 ? '99+' : pending.waiting}
    </Badge>
  );
}
