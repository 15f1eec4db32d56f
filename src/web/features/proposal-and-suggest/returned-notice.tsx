import { Alert, Text } from '@chakra-ui/react';
import { dateTimeLabel, type RecordDetail, type RecordType } from '@web/features/workflow';
import { RETURNED_STATUSES, returningOpinion } from './draft-form/draft.logic';
import { TYPE_NAME } from './paths';

/** A returned record's returning opinion: who sent it back, when, and why. */
export function ReturnedNotice({ type, record, inForm = false }: { type: RecordType; record: RecordDetail; inForm?: boolean }) {
  if (!RETURNED_STATUSES[type].includes(record.status)) return null;
  const entry = returningOpinion(type, record.history);
  return (
    <Alert.Root status="warning" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          该{TYPE_NAME[type]}已被退回（{record.statusLabel}）{inForm ? '，请按退回意见修改后重新提交' : ''}
        </Alert.Title>
        <Alert.Description>
          <Text as="span" fontWeight="semibold">
            退回意见：
          </Text>
          <Text as="span" whiteSpace="pre-wrap">
            {entry?.opinion || '（无）'}
          </Text>
          {entry && (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {[entry.actorName, dateTimeLabel(entry.createTime)].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
