import { Box, CloseButton, HStack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MSG } from '@shared/messages';

export interface NoticePanelProps extends Omit<BoxProps, 'title'> {
  titleId: string;
  /** The header's content: the title (with `titleId`), and what goes beside it. */
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** The header's vertical padding. */
  headerPy?: string;
}

/**
 * A panel that floats over the page without taking it (the schedule pop-up, the to-do panel):
 * a notification, not a question, so it is not modal; Escape closes it like its close button.
 */
export function NoticePanel({ titleId, title, closeLabel, onClose, headerPy = '3', children, ...rest }: NoticePanelProps) {
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      display="flex"
      flexDirection="column"
      bg="white"
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gold.300"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      {...rest}
    >
      <HStack justify="space-between" px="4" py={headerPy} color="white" bgImage="linear-gradient(100deg, #8f1118 0%, #b8232a 100%)" borderBottomWidth="2px" borderBottomColor="gold.400">
        {title}
        <CloseButton size="sm" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label={closeLabel} onClick={onClose} />
      </HStack>
      {children}
    </Box>
  );
}

/** An empty list of notices: the plain line 暂无数据, without the tray picture of a page. */
export function NoticesEmpty({ py }: { py: string }) {
  return (
    <Text py={py} textAlign="center" color="fg.muted">
      {MSG.noData}
    </Text>
  );
}
