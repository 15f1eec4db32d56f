import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DetailField, DetailSection, RecordSummary, StatusMove, Timeline, type TimelineEntry } from '@web/components/detail-section';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { AttachmentList } from '@web/features/files';
import { eventLabel } from './event-forms';
import { dateLabel, dateTimeLabel } from './queue.model';
import { OverdueTag } from './record-queue';
import {
  actingBodyOf,
  answerCategoryLabel,
  assignTypeLabel,
  examineResultLabel,
  opinionLabelOf,
  payloadAttachments,
  payloadUnits,
  satisfactionLabel,
  timelineOf,
  TYPE_NAME,
} from './record-detail.model';
import { RECORD_TYPES } from './record-types';
import { useRecordQuery, type HistoryEntry, type RecordDetail, type RecordType } from './workflow.api';

/**
 * Rich text from the server. The server sanitizes every stored `content` and reply with
 * sanitize-html before it is written (services/rich-text.ts), which is the only reason
 * rendering it as HTML here is safe.
 */
function ServerHtml({ html }: { html: string }) {
  return <Box className="rich-text" fontSize="sm" lineHeight="1.8" css={{ '& p': { mb: '2' }, '& img': { maxW: '100%' } }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The reply the record answers now is shown whole under 答复与评价; its history row points there. */
const CURRENT_REPLY_NOTE = '见上方“答复与评价”';

function historyEntry(type: RecordType, entry: HistoryEntry, unitNames: Map<number, string>, currentReply: string | null): TimelineEntry {
  const result = entry.eventType === 'EXAMINE' ? examineResultLabel(type, entry.result) : '';
  const category = typeof entry.payload?.answerCategory === 'string' ? answerCategoryLabel(entry.payload.answerCategory) : '';
  const units = payloadUnits(entry.payload);
  const attachments = payloadAttachments(entry.payload);
  return {
    key: entry.historyId,
    title: eventLabel(type, entry.eventType),
    marks: (
      <>
        {result && (
          <Badge colorPalette="blue" variant="subtle">
            {result}
          </Badge>
        )}
        {entry.satisfaction !== null && (
          <Badge colorPalette={entry.satisfaction === 3 ? 'red' : 'green'} variant="subtle">
            {satisfactionLabel(entry.satisfaction)}
          </Badge>
        )}
        {entry.toLabel && entry.fromStatus !== entry.toStatus && <StatusMove from={entry.fromLabel} to={entry.toLabel} />}
      </>
    ),
    who: [entry.actorName, actingBodyOf(type, entry)],
    time: entry.createTime,
    note: entry.opinion
      ? {
          label: opinionLabelOf(entry.eventType),
          text:
            entry.eventType !== 'REPLY' ? (
              <Text as="span" whiteSpace="pre-wrap">{entry.opinion}</Text>
            ) : entry.opinion === currentReply ? (
              <Text as="span" color="fg.muted">{CURRENT_REPLY_NOTE}</Text>
            ) : (
              <ServerHtml html={entry.opinion} />
            ),
        }
      : null,
    children: (
      <>
        {units.length > 0 && (
          <Text fontSize="sm" mt="1">
            交办单位：
            {units.map((unit) => `${unit.unitName ?? unitNames.get(unit.unitId) ?? `单位${unit.unitId}`}（${unit.main ? '主办' : '协办'}，${assignTypeLabel(unit.assignType)}）`).join('；')}
          </Text>
        )}
        {category && (
          <Text fontSize="sm" mt="1">
            答复类别：{category}
          </Text>
        )}
      </>
    ),
    after: attachments.length > 0 && (
      <Box mt="1">
        <AttachmentList attachments={attachments} />
      </Box>
    ),
  };
}

function DetailBody({ type, record, actions, linkedPath }: { type: RecordType; record: RecordDetail; actions?: ReactNode; linkedPath: LinkedPathFn }) {
  const unitNames = new Map(record.units.map((unit) => [unit.unitId, unit.unitName]));
  const timeline = timelineOf(record.history);
  const typeName = TYPE_NAME[type];
  return (
    <Stack gap="4">
      <RecordSummary
        badges={
          <>
            <Badge colorPalette="brand" variant="solid">
              {record.number ?? `${typeName}（未编号）`}
            </Badge>
            <Badge colorPalette={record.waitingForYou ? 'orange' : 'gray'} variant="subtle" aria-label={`状态：${record.statusLabel}`}>
              {record.statusLabel}
            </Badge>
            {record.overdue && <OverdueTag />}
            {record.delayPending && (
              <Badge colorPalette="orange" variant="outline">
                延期待审批
              </Badge>
            )}
            {record.referenceOnly && (
              <Badge colorPalette="gray" variant="outline">
                仅作参考
              </Badge>
            )}
          </>
        }
        title={record.title}
        actions={actions}
        columns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        fields={
          <>
            <DetailField label="届次">{record.termTimesShow}</DetailField>
            <DetailField label="领衔代表">{record.authorName}</DetailField>
            <DetailField label="代表团">{record.delegationName}</DetailField>
            <DetailField label="提交时间">{dateTimeLabel(record.submitTime)}</DetailField>
            {RECORD_TYPES[type].madeInDelegationName && <DetailField label="提出方式">{record.delegationId ? `以${record.delegationName ?? '代表团'}名义提出` : '代表联名提出'}</DetailField>}
            <DetailField label="联名代表">{record.coSigners.map((c) => c.delegateName).join('、')}</DetailField>
            {RECORD_TYPES[type].hasDueDate && (
              <DetailField label="办理期限">
                <HStack gap="1.5" wrap="wrap">
                  <span>{dateLabel(record.dueDate) || '—'}</span>
                  {record.overdue && <OverdueTag />}
                </HStack>
              </DetailField>
            )}
            {record.assignedAt && <DetailField label="交办时间">{dateTimeLabel(record.assignedAt)}</DetailField>}
            {RECORD_TYPES[type].hasDueDate && <DetailField label="延期">{record.delayPending ? '已申请，待审批' : record.delayRequested ? '已申请，已处理' : '未申请'}</DetailField>}
          </>
        }
      >
        {record.adjustReason && (
          <Box mt="3" bg="orange.50" borderWidth="1px" borderColor="orange.200" rounded="md" px="3" py="2" fontSize="sm">
            承办单位申请调整：{record.adjustReason}
          </Box>
        )}
        {record.linked && (
          <Box mt="3" fontSize="sm">
            {RECORD_TYPES[type].linkedIntro}
            <Link asChild color="brand.700" fontWeight="medium">
              <RouterLink to={linkedPath(record.linked.type, record.linked.id)}>
                {[record.linked.number, record.linked.title].filter(Boolean).join(' ')}
              </RouterLink>
            </Link>
            <Text as="span" color="fg.muted">
              （{record.linked.statusLabel}）
            </Text>
          </Box>
        )}
      </RecordSummary>

      <DetailSection title={`${typeName}内容`}>
        {record.content ? <ServerHtml html={record.content} /> : <EmptyState text="暂无内容" py="4" />}
        {record.attachments.length > 0 && (
          <Box mt="3">
            <Text fontSize="sm" color="fg.muted" mb="1">
              附件
            </Text>
            <AttachmentList attachments={record.attachments} />
          </Box>
        )}
      </DetailSection>

      {record.units.length > 0 && (
        <DetailSection title="承办单位">
          <Stack as="ul" gap="2" listStyleType="none">
            {record.units.map((unit) => (
              <Flex as="li" key={unit.unitId} gap="2" wrap="wrap" align="center" fontSize="sm">
                <Badge colorPalette={unit.main ? 'brand' : 'gray'} variant={unit.main ? 'solid' : 'subtle'}>
                  {unit.main ? '主办' : '协办'}
                </Badge>
                <Text fontWeight="medium">{unit.unitName}</Text>
                <Text color="fg.muted">{assignTypeLabel(unit.assignType)}</Text>
                {type === 'suggest' && <Text color="fg.muted">{unit.signedAt ? `签收于 ${dateTimeLabel(unit.signedAt)}` : '未签收'}</Text>}
                {unit.opinionAt && <Text color="fg.muted">协办意见于 {dateTimeLabel(unit.opinionAt)}</Text>}
              </Flex>
            ))}
          </Stack>
        </DetailSection>
      )}

      {(record.replyContent || record.satisfaction !== null) && (
        <DetailSection title="答复与评价">
          <Stack gap="3">
            {record.replyContent && (
              <Box>
                <Text fontSize="sm" color="fg.muted" mb="1">
                  答复（{dateTimeLabel(record.repliedAt)}）{record.answerCategory && ` · 答复类别：${answerCategoryLabel(record.answerCategory)}`}
                </Text>
                <ServerHtml html={record.replyContent} />
                {record.replyAttachments?.length > 0 && <AttachmentList attachments={record.replyAttachments} />}
              </Box>
            )}
            {record.satisfaction !== null && (
              <Text fontSize="sm">
                代表评价：
                <Badge colorPalette={record.satisfaction === 3 ? 'red' : 'green'} variant="subtle">
                  {satisfactionLabel(record.satisfaction)}
                </Badge>
                {record.rehandled && (
                  <Text as="span" color="fg.muted" ml="2">
                    （已重新办理一次）
                  </Text>
                )}
              </Text>
            )}
          </Stack>
        </DetailSection>
      )}

      <Timeline entries={timeline.map((entry) => historyEntry(type, entry, unitNames, record.replyContent))} />
    </Stack>
  );
}

export type LinkedPathFn = (linkedType: RecordType, linkedId: number) => string;

export interface RecordDetailViewProps {
  type: RecordType;
  id: number;
  actions?: ReactNode;
  /** Where the linked record of a conversion opens: the caller's own detail page of that kind. */
  linkedPath: LinkedPathFn;
}

/**
 * One proposal or suggestion (RecordDetailView): number, status, term and session, people,
 * content and attachments, units, deadlines, reply and evaluation, the linked record of a
 * conversion, and the history timeline. `actions` (usually <EventActions>) sits under the title.
 */
export function RecordDetailView({ type, id, actions, linkedPath }: RecordDetailViewProps) {
  const { data, isLoading, isError, error, refetch } = useRecordQuery({ type, id }, { skip: !Number.isInteger(id) || id < 1 });
  if (!Number.isInteger(id) || id < 1) return <EmptyState text={`未找到该${TYPE_NAME[type]}`} />;
  if (isLoading) return <LoadingState />;
  if (isError || !data) return <ErrorState error={error} title={`获取${TYPE_NAME[type]}失败`} onRetry={() => void refetch()} />;
  return <DetailBody type={type} record={data} actions={actions} linkedPath={linkedPath} />;
}
