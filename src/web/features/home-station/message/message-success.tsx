import { Box, Button, Clipboard, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

/** What the citizen gave to prove the message is theirs when asking for feedback. */
export type FeedbackKey = 'phone' | 'name' | null;

const KEEP_ADVICE: Record<'phone' | 'name', string> = {
  phone: '请妥善保存留言编号和手机号码，凭此通过“留言反馈查询”了解办理进度和结果。',
  name: '请妥善保存留言编号并记住所填姓名，凭此通过“留言反馈查询”了解办理进度和结果。',
};
/** Without a phone or a name nobody can prove the message is theirs (lifecycles.md). */
const NO_KEY_ADVICE = '您未填写手机号码和姓名，无法在线查询办理反馈；请保存留言编号，以便向联络站咨询。';

interface MessageSuccessProps {
  massesSuggestId: string;
  delegateName: string;
  feedbackKey: FeedbackKey;
  onQuery: () => void;
  onAnother: () => void;
  onClose: () => void;
}

function SuccessMark() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="#f0faf3" stroke="#2f855a" strokeWidth="3" />
      <path d="M19 33 L28 42 L46 23" fill="none" stroke="#2f855a" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The submit-success screen: the message number to keep, and 留言查询. */
export function MessageSuccess({ massesSuggestId, delegateName, feedbackKey, onQuery, onAnother, onClose }: MessageSuccessProps) {
  const labelId = useId();
  return (
    <Stack align="center" textAlign="center" gap="5" py={{ base: '6', md: '8' }} role="status" aria-live="polite">
      <SuccessMark />
      <Stack gap="1">
        <Text as="h3" fontSize="xl" fontWeight="bold" color="fg">
          您的留言已提交成功
        </Text>
        <Text fontSize="sm" color="fg.muted">
          留言已转交{delegateName}代表及所在联络站办理
        </Text>
      </Stack>
      <Box bg="brand.50" borderWidth="1px" borderColor="brand.200" rounded="md" px="6" py="4" w="full" maxW="sm">
        <Text fontSize="sm" color="fg.muted" id={labelId}>
          留言编号
        </Text>
        <HStack justify="center" gap="2" mt="1">
          <Text fontSize="2xl" fontWeight="bold" color="brand.700" letterSpacing="wider" fontFamily="mono" aria-labelledby={labelId} data-testid="message-number">
            {massesSuggestId}
          </Text>
          <Clipboard.Root value={massesSuggestId}>
            <Clipboard.Trigger asChild>
              <IconButton variant="ghost" size="sm" colorPalette="brand" aria-label="复制留言编号">
                <Clipboard.Indicator />
              </IconButton>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
      </Box>
      <Text fontSize="sm" color="fg" maxW="md">
        {feedbackKey ? KEEP_ADVICE[feedbackKey] : NO_KEY_ADVICE}
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        {feedbackKey && (
          <Button colorPalette="brand" onClick={onQuery}>
            留言查询
          </Button>
        )}
        <Button variant="outline" colorPalette="brand" onClick={onAnother}>
          继续留言
        </Button>
        <Button variant="ghost" onClick={onClose}>
          关闭
        </Button>
      </HStack>
    </Stack>
  );
}
