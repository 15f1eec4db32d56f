import { Badge, Box, Button, Flex, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState, type ComponentType } from 'react';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { EventDialog, type EventDialogProps, type EventFieldsProps, type EventForm } from '@web/components/event-dialog';
import { RadioChoices, Select, TextField } from '@web/components/form-fields';
import { LoadingState } from '@web/components/loading-state';
import { AttachmentsField } from '@web/features/files';
import {
  ANSWER_CATEGORY_OPTIONS,
  ASSIGN_TYPE_OPTIONS,
  CONFIRM_QUESTIONS,
  REASON_PROMPTS,
  SATISFACTION_OPTIONS,
  addUnit,
  assignProblem,
  confirmTakesOpinion,
  eventLabel,
  eventTextMax,
  examineOpinionRequired,
  examineProblem,
  examineResultOptions,
  evaluateProblem,
  removeUnit,
  replyProblem,
  setAssignType,
  setMainUnit,
  textProblem,
  textToHtml,
  type DialogKind,
  type UnitRow,
} from './event-forms';
import { assignTypeLabel } from './record-detail.model';
import { useUnitsQuery, type AttachmentRef, type RecordDetail, type RecordType } from './workflow.api';

/** What an event dialog knows: the record and the event it was opened for. */
export interface RecordEventContext {
  type: RecordType;
  record: RecordDetail;
  eventType: string;
}

type Fields<V> = EventFieldsProps<V, RecordEventContext>;

/** The text box of a field of the event, limited by the event's schema. */
function EventText({ context, field, ...props }: { context: RecordEventContext; field: string; label: string; value: string; onChange: (v: string) => void; required?: boolean; placeholder?: string; rows?: number }) {
  return <TextField {...props} max={eventTextMax(context.type, context.eventType, field)} />;
}

const reasonPrompt = (eventType: string) => REASON_PROMPTS[eventType] ?? { label: '理由', missing: '请填写理由' };

interface ExamineValues {
  result: number | null;
  opinion: string;
}

const examine: EventForm<ExamineValues, RecordEventContext> = {
  initial: () => ({ result: null, opinion: '' }),
  Fields: ({ values, change, context }: Fields<ExamineValues>) => (
    <>
      <RadioChoices label="审查结果" value={values.result} options={examineResultOptions(context.type)} onChange={(result) => change({ result })} />
      <EventText
        context={context}
        field="opinion"
        label="审查意见"
        value={values.opinion}
        onChange={(opinion) => change({ opinion })}
        required={examineOpinionRequired(context.type, context.record.status, values.result)}
        placeholder="转为建议、退回或仅作参考时须填写意见"
      />
    </>
  ),
  problem: (values, { type, record }) => examineProblem(type, record.status, values),
  payload: (values) => ({ ...values }),
};

const reason: EventForm<{ reason: string }, RecordEventContext> = {
  initial: () => ({ reason: '' }),
  Fields: ({ values, change, context }: Fields<{ reason: string }>) => (
    <EventText context={context} field="reason" label={reasonPrompt(context.eventType).label} value={values.reason} onChange={(text) => change({ reason: text })} required />
  ),
  problem: (values, { eventType }) => textProblem(values.reason, reasonPrompt(eventType).missing),
  payload: (values) => ({ ...values }),
};

const opinion: EventForm<{ opinion: string }, RecordEventContext> = {
  initial: () => ({ opinion: '' }),
  Fields: ({ values, change, context }: Fields<{ opinion: string }>) => (
    <>
      <Text fontSize="sm" color="fg.muted">
        协办意见将送交主办单位参考。
      </Text>
      <EventText context={context} field="opinion" label="协办意见" value={values.opinion} onChange={(text) => change({ opinion: text })} required />
    </>
  ),
  problem: (values) => textProblem(values.opinion, '请填写协办意见'),
  payload: (values) => ({ ...values }),
};

const confirm: EventForm<{ opinion: string }, RecordEventContext> = {
  initial: () => ({ opinion: '' }),
  Fields: ({ values, change, context }: Fields<{ opinion: string }>) => (
    <>
      <Text>{CONFIRM_QUESTIONS[context.eventType] ?? `确认${eventLabel(context.type, context.eventType)}？`}</Text>
      {confirmTakesOpinion(context.eventType) && <EventText context={context} field="opinion" label="意见（选填）" value={values.opinion} onChange={(text) => change({ opinion: text })} rows={3} />}
    </>
  ),
  payload: (values, { eventType }) => (confirmTakesOpinion(eventType) ? { ...values } : {}),
  size: 'sm',
  safeFocus: true,
};

interface ReplyValues {
  content: string;
  answerCategory: 'A' | 'B' | 'C' | null;
  attachments: AttachmentRef[];
}

const reply: EventForm<ReplyValues, RecordEventContext> = {
  initial: () => ({ content: '', answerCategory: null, attachments: [] }),
  Fields: ({ values, change, busy, context }: Fields<ReplyValues>) => (
    <>
      <EventText context={context} field="content" label="答复内容" value={values.content} onChange={(content) => change({ content })} required rows={8} />
      <RadioChoices label="答复类别" value={values.answerCategory} options={ANSWER_CATEGORY_OPTIONS} onChange={(answerCategory) => change({ answerCategory })} vertical />
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          附件
        </Text>
        <AttachmentsField value={values.attachments} onChange={(attachments) => change({ attachments })} disabled={busy} />
      </Box>
    </>
  ),
  problem: (values, { type, eventType }) => replyProblem(values, eventTextMax(type, eventType, 'content')),
  payload: ({ content, answerCategory, attachments }) => ({ content: textToHtml(content), answerCategory, ...(attachments.length > 0 ? { attachments } : {}) }),
  size: 'lg',
};

interface EvaluateValues {
  satisfaction: 1 | 2 | 3 | null;
  comment: string;
}

const evaluate: EventForm<EvaluateValues, RecordEventContext> = {
  initial: () => ({ satisfaction: null, comment: '' }),
  Fields: ({ values, change, context }: Fields<EvaluateValues>) => (
    <>
      <RadioChoices label="满意度" value={values.satisfaction} options={SATISFACTION_OPTIONS} onChange={(satisfaction) => change({ satisfaction })} />
      {values.satisfaction === 3 && (
        <Text fontSize="sm" color="fg.muted">
          {context.record.rehandled ? '该件已重新办理过一次，本次评价后即办结。' : '评价为不满意时，承办单位将重新办理并再次答复。'}
        </Text>
      )}
      <EventText context={context} field="comment" label="评价意见" value={values.comment} onChange={(comment) => change({ comment })} rows={3} />
    </>
  ),
  problem: (values) => evaluateProblem(values),
  payload: (values) => ({ ...values }),
};

/** Units of GET /api/sysNpcUnit to choose from, with exactly one 主办 and any number of 协办. */
function UnitPicker({ values: { rows }, change, context: { record } }: Fields<{ rows: UnitRow[] }>) {
  const [filterType, setFilterType] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const units = useUnitsQuery({ term: record.term, times: record.times, ...(filterType ? { assignType: filterType } : {}) });
  const shown = useMemo(() => {
    const word = keyword.trim();
    return (units.data?.list ?? []).filter((unit) => !word || unit.unitName.includes(word));
  }, [units.data, keyword]);
  const setRows = (next: (prev: UnitRow[]) => UnitRow[]) => change({ rows: next(rows) });
  const chosen = new Set(rows.map((row) => row.unitId));
  return (
    <>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          可选单位
        </Text>
        <Flex gap="2" wrap="wrap" mb="2">
          <Select
            size="sm"
            width={{ base: 'full', sm: '180px' }}
            label="按交办类型筛选"
            value={filterType === null ? '' : String(filterType)}
            onChange={(value) => setFilterType(value ? Number(value) : null)}
            emptyOption="全部类型"
            options={ASSIGN_TYPE_OPTIONS}
          />
          <Input size="sm" width={{ base: 'full', sm: '220px' }} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="单位名称" aria-label="单位名称" />
        </Flex>
        {units.isLoading ? (
          <LoadingState py="4" />
        ) : units.isError ? (
          <ErrorState error={units.error} onRetry={() => void units.refetch()} py="4" />
        ) : shown.length === 0 ? (
          <EmptyState py="4" text="没有符合条件的单位" />
        ) : (
          <Box maxH="200px" overflowY="auto" borderWidth="1px" borderColor="border" rounded="md">
            <Stack as="ul" gap="0" listStyleType="none" aria-label="可选单位">
              {shown.map((unit) => (
                <HStack as="li" key={unit.unitId} justify="space-between" px="3" py="1.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
                  <Text fontSize="sm">
                    {unit.unitName}
                    <Text as="span" color="fg.muted" ml="2">
                      {assignTypeLabel(unit.assignType)}
                    </Text>
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    disabled={chosen.has(unit.unitId)}
                    onClick={() => setRows((prev) => addUnit(prev, { unitId: unit.unitId, unitName: unit.unitName, assignType: unit.assignType }))}
                    aria-label={`选择 ${unit.unitName}`}
                  >
                    {chosen.has(unit.unitId) ? '已选' : '选择'}
                  </Button>
                </HStack>
              ))}
            </Stack>
          </Box>
        )}
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          已选单位（{rows.length}）
        </Text>
        {rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            请从上方选择交办单位，第一个选中的单位默认为主办单位。
          </Text>
        ) : (
          <Box overflowX="auto" borderWidth="1px" borderColor="border" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>单位</Table.ColumnHeader>
                  <Table.ColumnHeader>主办/协办</Table.ColumnHeader>
                  <Table.ColumnHeader>交办类型</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>移除</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.unitId}>
                    <Table.Cell>{row.unitName}</Table.Cell>
                    <Table.Cell>
                      {row.main ? (
                        <Badge colorPalette="brand" variant="solid">
                          主办
                        </Badge>
                      ) : (
                        <Button size="xs" variant="ghost" onClick={() => setRows((prev) => setMainUnit(prev, row.unitId))} aria-label={`设 ${row.unitName} 为主办`}>
                          协办（设为主办）
                        </Button>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Select
                        size="xs"
                        width="140px"
                        label={`${row.unitName}的交办类型`}
                        value={String(row.assignType)}
                        onChange={(value) => setRows((prev) => setAssignType(prev, row.unitId, Number(value)))}
                        options={ASSIGN_TYPE_OPTIONS.map((option) => ({ value: option.value, label: `${option.value} ${option.label}` }))}
                      />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`移除 ${row.unitName}`} onClick={() => setRows((prev) => removeUnit(prev, row.unitId))}>
                        ✕
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Box>
    </>
  );
}

const assign: EventForm<{ rows: UnitRow[] }, RecordEventContext> = {
  initial: () => ({ rows: [] }),
  Fields: UnitPicker,
  problem: ({ rows }) => assignProblem(rows),
  payload: ({ rows }) => ({ units: rows.map(({ unitId, assignType, main }) => ({ unitId, assignType, main })) }),
  size: 'xl',
};

function registered<V>(form: EventForm<V, RecordEventContext>): ComponentType<EventDialogProps<RecordEventContext>> {
  return function RecordEventDialog(props: EventDialogProps<RecordEventContext>) {
    return <EventDialog form={form} {...props} />;
  };
}

/** The event registry of proposals and suggestions: the dialog each kind of event opens. */
export const EVENT_DIALOGS: Readonly<Record<DialogKind, ComponentType<EventDialogProps<RecordEventContext>>>> = {
  examine: registered(examine),
  assign: registered(assign),
  confirm: registered(confirm),
  reason: registered(reason),
  opinion: registered(opinion),
  reply: registered(reply),
  evaluate: registered(evaluate),
};
