import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { LifecycleGraph } from '@machines/lifecycle-graph';
import { Select } from '@web/components/form-fields';
import { movesFrom, nodeText } from '../flow.logic';

export interface SimulatorPanelProps {
  graph: LifecycleGraph;
  status: number;
  onStatus: (status: number) => void;
  onReset: () => void;
}

/** Click an event the machine allows and see where it leads; nothing is sent to the server. */
export function SimulatorPanel({ graph, status, onStatus, onReset }: SimulatorPanelProps) {
  const moves = movesFrom(graph, status);
  const node = graph.nodes.find((candidate) => candidate.status === status);
  return (
    <Box as="section" aria-label="流程模拟" bg="white" borderWidth="1px" borderColor="border" rounded="md" p="3">
      <Text fontSize="xs" color="fg.muted" mb="2">
        模拟不改变任何数据。
      </Text>
      <HStack gap="2">
        <Select
          size="sm"
          flex="1"
          label="模拟起点状态"
          value={String(status)}
          onChange={(value) => onStatus(Number(value))}
          options={graph.nodes.map((candidate) => ({ value: candidate.status, label: nodeText(candidate) }))}
        />
        <Button size="sm" variant="outline" onClick={onReset}>
          重置
        </Button>
      </HStack>
      <Text fontSize="sm" fontWeight="semibold" mt="3" data-testid="simulated-status">
        当前模拟状态：{node ? nodeText(node) : status}
      </Text>
      {moves.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          终止状态，没有可执行的操作。
        </Text>
      ) : (
        <Stack gap="2" mt="2" as="ul" listStyleType="none" aria-label="可执行的操作">
          {moves.map((move) => (
            <li key={move.key}>
              <Button size="sm" variant="outline" colorPalette="brand" w="full" h="auto" py="1.5" whiteSpace="normal" textAlign="left" justifyContent="flex-start" onClick={() => onStatus(move.target)}>
                <span>
                  {move.label}
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    操作者：{move.who}
                  </Text>
                </span>
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
