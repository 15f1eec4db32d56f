import { Badge } from '@chakra-ui/react';
import { statusTone } from '../station-messages.model';

/** The handling status: the machine's label from the server, or the raw value it does not know. */
export function StatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <Badge colorPalette={statusTone(status)} variant="subtle" aria-label={`状态：${label}`} flexShrink={0}>
      {label}
    </Badge>
  );
}

/** Read marking: an unread message carries 未读. */
export function UnreadMark() {
  return (
    <Badge colorPalette="red" variant="solid" size="sm" flexShrink={0}>
      未读
    </Badge>
  );
}
