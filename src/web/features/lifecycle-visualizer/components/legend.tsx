import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function Swatch({ children }: { children: ReactNode }) {
  return (
    <Box as="span" display="inline-flex" w="34px" h="18px" alignItems="center" justifyContent="center" flexShrink={0} aria-hidden="true">
      {children}
    </Box>
  );
}

const STATE_BOX = { w: '30px', h: '16px', rounded: 'sm' } as const;

/** Each mark of the diagram beside what it means. */
const MARKS: readonly { mark: ReactNode; label: string }[] = [
  { mark: <Box {...STATE_BOX} borderWidth="1.5px" borderColor="gray.500" bg="brand.50" />, label: '起始状态' },
  { mark: <Box {...STATE_BOX} borderWidth="3px" borderStyle="double" borderColor="gray.800" />, label: '终止状态' },
  { mark: <Box {...STATE_BOX} borderWidth="1.5px" borderStyle="dashed" borderColor="gold.600" />, label: '可申请撤回的状态组' },
  {
    mark: (
      <Box w="18px" h="18px" rounded="full" borderWidth="1.5px" borderColor="gold.700" fontSize="10px" fontWeight="bold" textAlign="center" lineHeight="15px">
        H
      </Box>
    ),
    label: 'H 返回原状态（虚线：可能返回的状态）',
  },
  {
    mark: (
      <svg width="30" height="8">
        <line x1="0" y1="4" x2="30" y2="4" stroke="#b8232a" strokeWidth="3" />
      </svg>
    ),
    label: '追踪记录经过的流转（数字为步骤）',
  },
];

/** What the marks of the diagram mean. */
export function Legend() {
  return (
    <Box as="section" aria-label="图例" bg="white" borderWidth="1px" borderColor="border" rounded="md" p="3" fontSize="xs" color="gray.800">
      <Text fontWeight="semibold" mb="2">
        图例
      </Text>
      <Flex gap="1.5" columnGap="5" wrap="wrap">
        {MARKS.map(({ mark, label }) => (
          <HStack key={label}>
            <Swatch>{mark}</Swatch>
            <Text>{label}</Text>
          </HStack>
        ))}
        <Text color="fg.muted">连线标注（指向连线或状态时显示，或点“显示全部标注”）：事件 · 审查结果/满意度，第二行为可操作者；超级管理员可执行全部操作。</Text>
      </Flex>
    </Box>
  );
}
