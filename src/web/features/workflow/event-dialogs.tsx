import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Portal,
  RadioGroup,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
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
  type UnitRow,
} from './event-forms';
import { assignTypeLabel } from './record-detail.model';
import { useUnitsQuery, type AttachmentRef, type RecordDetail, type RecordType } from './workflow.api';

/** What a dialog sends: the event's payload (the caller adds type and version). */
export type SendPayload = (payload: Record<string, unknown>) => Promise<void>;

export interface EventDialogProps {
  type: RecordType;
  record: RecordDetail;
  eventType: string;
  title: string;
  busy: boolean;
  onSend: SendPayload;
  onClose: () => void;
}

const TEXT_MAX = 2000;

/** The frame of every event dialog: title, the form, its first problem, 取消 and 确定. */
function EventDialogFrame({
  title,
  busy,
  problem,
  onSubmit,
  onClose,
  children,
  size = 'md',
  submitLabel = '确定',
  safeFocus = false,
}: {
  title: string;
  busy: boolean;
  problem: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  submitLabel?: string;
  /** A confirmation starts on 取消, the safe choice. */
  safeFocus?: boolean;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && !busy && onClose()}
      size={size}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
      initialFocusEl={safeFocus ? () => cancelRef.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* The form wraps header, body and footer; `contents` keeps the dialog's own layout. */}
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
                {problem && (
                  <Text role="alert" color="red.600" fontSize="sm" mt="3">
                    {problem}
                  </Text>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
                  取消
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TextField({ label, value, onChange, required, placeholder, rows = 4 }: { label: string; value: string; onChange: (v: string) => void; required?: boolean; placeholder?: string; rows?: number }) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={rows} maxLength={TEXT_MAX} placeholder={placeholder} />
      <Field.HelperText>
        {value.length}/{TEXT_MAX}
      </Field.HelperText>
    </Field.Root>
  );
}

function RadioChoices<T extends string | number>({
  label,
  value,
  options,
  onChange,
  vertical,
}: {
  label: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  vertical?: boolean;
}) {
  const labelId = useId();
  return (
    <Box>
      <Text id={labelId} fontSize="sm" fontWeight="medium" mb="2">
        {label}
        <Text as="span" color="red.600" aria-hidden="true">
          {' '}
          *
        </Text>
      </Text>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value === null ? null : String(value)}
        onValueChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.value);
          if (chosen) onChange(chosen.value);
        }}
        colorPalette="brand"
      >
        <Flex gap={vertical ? '2' : '5'} direction={vertical ? 'column' : 'row'} wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={String(option.value)} value={String(option.value)}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Flex>
      </RadioGroup.Root>
    </Box>
  );
}

/** A problem is shown only after the first attempt, then follows the typing. */
function useAttempt() {
  const [attempted, setAttempted] = useState(false);
  return { attempted, attempt: () => setAttempted(true) };
}

export function ExamineDialog({ type, record, busy, onSend, onClose, title }: EventDialogProps) {
  const [result, setResult] = useState<number | null>(null);
  const [opinion, setOpinion] = useState('');
  const { attempted, attempt } = useAttempt();
  const problem = examineProblem(type, record.status, { result, opinion });
  const submit = () => {
    attempt();
    if (!problem) void onSend({ result, opinion });
  };
  return (
    <EventDialogFrame title={title} busy={busy} problem={attempted ? problem : null} onSubmit={submit} onClose={onClose}>
      <RadioChoices label="审查结果" value={result} options={examineResultOptions(type)} onChange={setResult} />
      <TextField label="审查意见" value={opinion} onChange={setOpinion} required={examineOpinionRequired(type, record.status, result)} placeholder="转为建议、退回或仅作参考时须填写意见" />
    </EventDialogFrame>
  );
}

export function ReasonDialog({ eventType, busy, onSend, onClose, title }: EventDialogProps) {
  const prompt = REASON_PROMPTS[eventType] ?? { label: '理由', missing: '请填写理由' };
  const [reason, setReason] = useState('');
  const { attempted, attempt } = useAttempt();
  const problem = textProblem(reason, prompt.missing);
  const submit = () => {
    attempt();
    if (!problem) void onSend({ reason });
  };
  return (
    <EventDialogFrame title={title} busy={busy} problem={attempted ? problem : null} onSubmit={submit} onClose={onClose}>
      <TextField label={prompt.label} value={reason} onChange={setReason} required />
    </EventDialogFrame>
  );
}

export function OpinionDialog({ busy, onSend, onClose, title }: EventDialogProps) {
  const [opinion, setOpinion] = useState('');
  const { attempted, attempt } = useAttempt();
  const problem = textProblem(opinion, '请填写协办意见');
  const submit = () => {
    attempt();
    if (!problem) void onSend({ opinion });
  };
  return (
    <EventDialogFrame title={title} busy={busy} problem={attempted ? problem : null} onSubmit={submit} onClose={onClose}>
      <Text fontSize="sm" color="fg.muted">
        协办意见将送交主办单位参考。
      </Text>
      <TextField label="协办意见" value={opinion} onChange={setOpinion} required />
    </EventDialogFrame>
  );
}

export function ConfirmEventDialog({ eventType, busy, onSend, onClose, title }: EventDialogProps) {
  const [opinion, setOpinion] = useState('');
  const withOpinion = confirmTakesOpinion(eventType);
  return (
    <EventDialogFrame title={title} busy={busy} problem={null} onSubmit={() => void onSend(withOpinion ? { opinion } : {})} onClose={onClose} size="sm" safeFocus>
      <Text>{CONFIRM_QUESTIONS[eventType] ?? `确认${title}？`}</Text>
      {withOpinion && <TextField label="意见（选填）" value={opinion} onChange={setOpinion} rows={3} />}
    </EventDialogFrame>
  );
}

export function ReplyDialog({ busy, onSend, onClose, title }: EventDialogProps) {
  const [content, setContent] = useState('');
  const [answerCategory, setAnswerCategory] = useState<'A' | 'B' | 'C' | null>(null);
  const [attachments, setAttachments] = useState<AttachmentRef[]>([]);
  const { attempted, attempt } = useAttempt();
  const problem = replyProblem({ content, answerCategory });
  const submit = () => {
    attempt();
    if (problem) return;
    void onSend({ content: textToHtml(content), answerCategory, ...(attachments.length > 0 ? { attachments } : {}) });
  };
  return (
    <EventDialogFrame title={title} busy={busy} problem={attempted ? problem : null} onSubmit={submit} onClose={onClose} size="lg">
      <Field.Root required>
        <Field.Label>
          答复内容
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={8} maxLength={20_000} />
      </Field.Root>
      <RadioChoices label="答复类别" value={answerCategory} options={ANSWER_CATEGORY_OPTIONS} onChange={setAnswerCategory} vertical />
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          附件
        </Text>
        <AttachmentsField value={attachments} onChange={setAttachments} disabled={busy} />
      </Box>
    </EventDialogFrame>
  );
}

export function EvaluateDialog({ record, busy, onSend, onClose, title }: EventDialogProps) {
  const [satisfaction, setSatisfaction] = useState<1 | 2 | 3 | null>(null);
  const [comment, setComment] = useState('');
  const { attempted, attempt } = useAttempt();
  const problem = evaluateProblem({ satisfaction });
  const submit = () => {
    attempt();
    if (!problem) void onSend({ satisfaction, comment });
  };
  return (
    <EventDialogFrame title={title} busy={busy} problem={attempted ? problem : null} onSubmit={submit} onClose={onClose}>
      <RadioChoices label="满意度" value={satisfaction} options={SATISFACTION_OPTIONS} onChange={setSatisfaction} />
      {satisfaction === 3 && (
        <Text fontSize="sm" color="fg.muted">
          {record.rehandled ? '该件已重新办理过一次，本次评价后即办结。' : '评价为不满意时，承办单位将重新办理并再次答复。'}
        </Text>
      )}
      <TextField label="评价意见" value={comment} onChange={setComment} rows={3} />
    </EventDialogFrame>
  );
}

/** Units of GET /api/sysNpcUnit to choose from, with exactly one 主办 and any number of 协办. */
export function AssignDialog({ record, busy, onSend, onClose, title }: EventDialogProps) {
  const [rows, setRows] = useState<UnitRow[]>([]);
  const [filterType, setFilterType] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const { attempted, attempt } = useAttempt();
  const units = useUnitsQuery({ term: record.term, times: record.times, ...(filterType ? { assignType: filterType } : {}) });
  const shown = useMemo(() => {
    const word = keyword.trim();
    return (units.data?.list ?? []).filter((unit) => !word || unit.unitName.includes(word));
  }, [units.data, keyword]);
  const problem = assignProblem(rows);
  const submit = () => {
    attempt();
    if (!problem) void onSend({ units: rows.map(({ unitId, assignType, main }) => ({ unitId, assignType, main })) });
  };
  const chosen = new Set(rows.map((row) => row.unitId));
  return (
    <EventDialogFrame title={title} busy={busy} problem={attempted ? problem : null} onSubmit={submit} onClose={onClose} size="xl">
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          可选单位
        </Text>
        <Flex gap="2" wrap="wrap" mb="2">
          <NativeSelect.Root size="sm" width={{ base: 'full', sm: '180px' }}>
            <NativeSelect.Field aria-label="按交办类型筛选" value={filterType ?? ''} onChange={(e) => setFilterType(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
              <option value="">全部类型</option>
              {ASSIGN_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
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
                      <NativeSelect.Root size="xs" width="140px">
                        <NativeSelect.Field
                          aria-label={`${row.unitName}的交办类型`}
                          value={row.assignType}
                          onChange={(e) => setRows((prev) => setAssignType(prev, row.unitId, Number(e.currentTarget.value)))}
                        >
                          {ASSIGN_TYPE_OPTIONS.map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.value} {option.label}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
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
    </EventDialogFrame>
  );
}
