import { Box, Button, Field, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { deputyRecordEventLabels, type DeputyRecordEventBody, type DeputyRecordEventType } from '@machines/deputy-record/deputy-record.events';
import { EventDialog, type EventFieldsProps, type EventForm } from '@web/components/event-dialog';
import { Select, TextField } from '@web/components/form-fields';
import { toaster } from '@web/components/toaster';
import { AttachmentsField, type AttachmentRef } from '@web/features/files';
import { errorMessage } from '@web/lib/http-error';
import { useSendDeputyRecordEventMutation, type DeputyRecordDetail } from '../deputy-records.api';
import { useDelegationChoices } from './deputy-options';
import { InfoApplicationDialog } from './info-application';

interface Values {
  reason: string;
  opinion: string;
  annexList: AttachmentRef[];
  targetDelegationId: string;
}

interface Context {
  record: DeputyRecordDetail;
  type: DialogEvent;
}

type DialogEvent = Exclude<DeputyRecordEventType, 'APPLY_INFO'>;

export const EVENT_MSG = {
  reason: '请填写申请理由',
  opinion: '请填写审核不通过的意见',
  target: '请选择调入的代表团',
  sameDelegation: '调入代表团不能是当前代表团',
} as const;

const REASON_MAX = 2000;

function ApplicationFields({ values, change, context, problem }: EventFieldsProps<Values, Context>) {
  const delegations = useDelegationChoices().filter((choice) => choice.value !== String(context.record.fkDelegationId));
  return (
    <>
      {context.type === 'APPLY_TRANSFER' && (
        <Field.Root required invalid={problem === EVENT_MSG.target}>
          <Field.Label>
            调入代表团
            <Field.RequiredIndicator />
          </Field.Label>
          <Text fontSize="sm" color="fg.muted">
            当前：{context.record.delegationName ?? '—'}
          </Text>
          <Select value={values.targetDelegationId} options={delegations} emptyOption="请选择代表团" label="调入代表团" onChange={(targetDelegationId) => change({ targetDelegationId })} />
        </Field.Root>
      )}
      <TextField label="申请理由" required value={values.reason} max={REASON_MAX} invalid={problem === EVENT_MSG.reason} onChange={(reason) => change({ reason })} />
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          申请材料
        </Text>
        <AttachmentsField value={values.annexList} onChange={(annexList) => change({ annexList })} label="上传材料" />
      </Box>
    </>
  );
}

function DecisionFields({ values, change, context, problem }: EventFieldsProps<Values, Context>) {
  const refusing = context.type === 'REFUSE';
  return (
    <TextField
      label={refusing ? '审核意见' : '审核意见（选填）'}
      required={refusing}
      value={values.opinion}
      max={REASON_MAX}
      invalid={problem === EVENT_MSG.opinion}
      onChange={(opinion) => change({ opinion })}
    />
  );
}

const initial = (): Values => ({ reason: '', opinion: '', annexList: [], targetDelegationId: '' });

const application: EventForm<Values, Context> = {
  initial,
  Fields: ApplicationFields,
  size: 'lg',
  problem: (values, { type, record }) => {
    if (type === 'APPLY_TRANSFER') {
      if (!values.targetDelegationId) return EVENT_MSG.target;
      if (values.targetDelegationId === String(record.fkDelegationId)) return EVENT_MSG.sameDelegation;
    }
    return values.reason.trim() ? null : EVENT_MSG.reason;
  },
  payload: (values, { type }) => ({
    type,
    reason: values.reason.trim(),
    annexList: values.annexList,
    ...(type === 'APPLY_TRANSFER' ? { targetDelegationId: Number(values.targetDelegationId) } : {}),
  }),
};

const decision: EventForm<Values, Context> = {
  initial,
  Fields: DecisionFields,
  problem: (values, { type }) => (type === 'REFUSE' && !values.opinion.trim() ? EVENT_MSG.opinion : null),
  payload: (values, { type }) => ({ type, ...(values.opinion.trim() ? { opinion: values.opinion.trim() } : {}) }),
  question: ({ type, record }) => (type === 'APPROVE' ? `确定审核通过“${record.delegateName}”的申请吗？` : `确定审核不通过“${record.delegateName}”的申请吗？`),
};

/** The form each event opens. */
export const DEPUTY_EVENT_FORMS: Record<DialogEvent, EventForm<Values, Context>> = {
  APPLY_BY_ELECTION: application,
  APPLY_VACANCY: application,
  APPLY_TRANSFER: application,
  APPROVE: decision,
  REFUSE: decision,
};

/** The order of the buttons: the decision first, then the applications. */
const ORDER: readonly DeputyRecordEventType[] = ['APPROVE', 'REFUSE', 'APPLY_BY_ELECTION', 'APPLY_VACANCY', 'APPLY_TRANSFER', 'APPLY_INFO'];

/**
 * The record's actions as the server offers them (allowedEvents): each opens its form; the
 * answer replaces the record. `only` narrows them (代表审核 shows the decision alone).
 */
export function DeputyEventButtons({ record, only, onDone }: { record: DeputyRecordDetail; only?: readonly DeputyRecordEventType[]; onDone?: (type: DeputyRecordEventType) => void }) {
  const [open, setOpen] = useState<DeputyRecordEventType | null>(null);
  const [send, sending] = useSendDeputyRecordEventMutation();
  const events = ORDER.filter((type) => record.allowedEvents.includes(type) && (!only || only.includes(type)));
  if (events.length === 0) return null;
  const submit = async (payload: Record<string, unknown>) => {
    if (!open) return;
    try {
      await send({ id: record.delegateId, event: { ...payload, version: record.version } as DeputyRecordEventBody }).unwrap();
      toaster.create({ type: 'success', title: `${deputyRecordEventLabels[open]}已提交` });
      const done = open;
      setOpen(null);
      onDone?.(done);
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '操作失败') });
    }
  };
  return (
    <>
      <HStack gap="2" wrap="wrap">
        {events.map((type) => (
          <Button key={type} size="sm" colorPalette={type === 'REFUSE' ? 'red' : 'brand'} variant={type === 'APPROVE' ? 'solid' : 'outline'} onClick={() => setOpen(type)}>
            {deputyRecordEventLabels[type]}
          </Button>
        ))}
      </HStack>
      {open === 'APPLY_INFO' ? (
        <InfoApplicationDialog record={record} onClose={() => setOpen(null)} onDone={() => { setOpen(null); onDone?.('APPLY_INFO'); }} />
      ) : (
        open && (
          <EventDialog
            form={DEPUTY_EVENT_FORMS[open]}
            title={`${deputyRecordEventLabels[open]} · ${record.delegateName}`}
            context={{ record, type: open }}
            busy={sending.isLoading}
            onSend={(payload) => void submit(payload)}
            onClose={() => setOpen(null)}
          />
        )
      )}
    </>
  );
}
