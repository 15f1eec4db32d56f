import { Avatar, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { representativeLevel, type RepresentativeCard as Representative } from '@shared/portal';

/** Why a card has no working 留言 button: the deputy is not at any station, so nobody forwards it. */
const NO_STATION_EXPLANATION = '该代表暂未进驻联络站，暂不接收留言';

export const takesMessages = (representative: Pick<Representative, 'fkStationId'>) => representative.fkStationId !== null;

/** The photo, or the surname on the brand colour when there is none. */
export function RepresentativeAvatar({ representative, size = 'xl' }: { representative: Representative; size?: 'lg' | 'xl' | '2xl' }) {
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="solid" shape="rounded" flexShrink={0}>
      <Avatar.Fallback aria-hidden="true">{representative.delegateName.slice(0, 1)}</Avatar.Fallback>
      {representative.headPortrait && <Avatar.Image src={representative.headPortrait} alt={`${representative.delegateName}的照片`} />}
    </Avatar.Root>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={1}>
      {label}：{value || '暂无'}
    </Text>
  );
}

interface RepresentativeCardProps {
  representative: Representative;
  /** Absent: the card has no 留言 button (the message form's own header). */
  onLeaveMessage?: (representative: Representative) => void;
  /** The strip and the picker show name, delegation and level only. */
  compact?: boolean;
}

/**
 * The representative card of the portal document (section 2: photo, name, a 留言 button; the
 * default fields of section 3). A deputy without a station takes no messages: the button is
 * disabled and the card says why.
 */
export function RepresentativeCard({ representative, onLeaveMessage, compact = false }: RepresentativeCardProps) {
  const explanationId = useId();
  const { delegateName, sex, delegationName, delegateGrade, nationality, presentOccupation, stationName } = representative;
  const open = takesMessages(representative);
  return (
    <Box
      as="article"
      aria-label={`代表 ${delegateName}`}
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      bg="bg"
      p={compact ? '3' : '4'}
      h="full"
      display="flex"
      flexDirection="column"
      gap="3"
      _hover={{ borderColor: 'brand.200', shadow: 'sm' }}
    >
      <HStack align="flex-start" gap="3">
        <RepresentativeAvatar representative={representative} size={compact ? 'lg' : 'xl'} />
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" fontSize="md" color="fg">
              {delegateName}
            </Text>
            {!compact && (
              <Text fontSize="sm" color="fg.muted">
                {sex}
              </Text>
            )}
            <Badge colorPalette="brand" variant="subtle" size="sm">
              {representativeLevel(delegateGrade)}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {delegationName}
          </Text>
          {!compact && (
            <>
              <Detail label="民族" value={nationality} />
              <Detail label="职业" value={presentOccupation} />
              <Detail label="联络站" value={stationName} />
            </>
          )}
        </Stack>
      </HStack>
      {onLeaveMessage && (
        <Stack gap="1" mt="auto">
          <Button
            size="sm"
            colorPalette="brand"
            variant={open ? 'solid' : 'subtle'}
            disabled={!open}
            aria-label={`给${delegateName}留言`}
            aria-describedby={open ? undefined : explanationId}
            onClick={() => onLeaveMessage(representative)}
          >
            留言
          </Button>
          {!open && (
            <Text id={explanationId} fontSize="xs" color="fg.muted">
              {NO_STATION_EXPLANATION}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
