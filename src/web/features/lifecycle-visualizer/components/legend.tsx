import { Box, Flex, HStack, Text } from '@chakra-ui/react';

function Swatch({ children }: { children: React.ReactNode }) {
  return (
    <Box as="span" display="inline-flex" w="34px" h="18px" alignItems="center" justifyContent="center" flexShrink={0} aria-hidden="true">
      {children}
    </Box>
  );
}

/** What the marks of the diagram mean. */
export function Legend() {
  return (
    <Box as="section" aria-label="图例" bg="white" borderWidth="1px" borderColor="border" rounded="md" p="3" fontSize="xs" color="gray.800">
      <Text fontWeight="semibold" mb="2">
        图例
      </Text>
      <Flex gap="1.5" columnGap="5" wrap="wrap">
        <HStack>
          <Swatch>
            <Box w="30px" h="16px" rounded="sm" borderWidth="1.5px" borderColor="gray.500" bg="brand.50" />
          </Swatch>
          <Text>起始状态</Text>
        </HStack>
        <HStack>
          <Swatch>
            <Box w="30px" h="16px" rounded="sm" borderWidth="3px" borderStyle="double" borderColor="gray.800" />
          </Swatch>
          <Text>终止状态</Text>
        </HStack>
        <HStack>
          <Swatch>
            <Box w="30px" h="16px" rounded="sm" borderWidth="1.5px" borderStyle="dashed" borderColor="gold.600" />
          </Swatch>
          <Text>可申请撤回的状态组</Text>
        </HStack>
        <HStack>
          <Swatch>
            <Box w="18px" h="18px" rounded="full" borderWidth="1.5px" borderColor="gold.700" fontSize="10px" fontWeight="bold" textAlign="center" lineHeight="15px">
              H
            </Box>
          </Swatch>
          <Text>H 返回原状态（虚线：可能返回的状态）</Text>
        </HStack>
        <HStack>
          <Swatch>
            <svg width="30" height="8">
              <line x1="0" y1="4" x2="30" y2="4" stroke="#b8232a" strokeWidth="3" />
            </svg>
          </Swatch>
          <Text>追踪记录经过的流转（数字为步骤）</Text>
        </HStack>
        <Text color="fg.muted">连线标注（指向连线或状态时显示，或点“显示全部标注”）：事件 · 审查结果/满意度，第二行为可操作者；超级管理员可执行全部操作。</Text>
      </Flex>
    </Box>
  );
}
