import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { useCurrentUserQuery } from '@web/features/auth';
import { PageHeader } from '@web/features/menus';
import { useRecordQuery, type RecordDetail, type RecordType } from '@web/features/workflow';
import { BackButton } from '@web/components/back-button';
import { DraftForm } from './draft-form/draft-form';
import { type DraftForm as DraftFormValues } from './draft-form/draft.logic';
import { messageToDraft } from './leave-message.logic';
import { useStationMessageQuery } from '@web/features/station-messages';
import { TYPE_NAME, detailPath, draftsPath, parseId, type Area } from './paths';
import { screensOf } from './screens-of';
import { ReturnedNotice } from './returned-notice';

/** Who may change the record now, by its allowed events. */
function editModeOf(record: RecordDetail): 'draft' | 'resubmit' | null {
  if (record.allowedEvents.includes('SAVE')) return 'draft';
  if (record.allowedEvents.includes('RESUBMIT')) return 'resubmit';
  return null;
}

function EditExisting({ type, area, id, onCreated }: { type: RecordType; area: Area; id: number; onCreated: (id: number) => void }) {
  // Read once: later answers (after each autosave) must not reset what is being typed.
  const { data, isLoading, isFetching, isError, error, refetch } = useRecordQuery({ type, id }, { refetchOnMountOrArgChange: true });
  const [record, setRecord] = useState<RecordDetail | null>(null);
  // Not a cached copy from the detail page: the form starts from the current version.
  if (data && !record && !isFetching && data.id === id) setRecord(data);
  if (!record) {
    if (isLoading || isFetching || (!isError && !data)) return <LoadingState />;
    return <ErrorState error={error} title={`获取${TYPE_NAME[type]}失败`} onRetry={() => void refetch()} />;
  }
  const mode = editModeOf(record);
  if (!mode) {
    return (
      <EmptyState text={`该${TYPE_NAME[type]}当前状态为「${record.statusLabel}」，不能修改`}>
        <Button asChild size="sm" colorPalette="brand" variant="outline">
          <RouterLink to={detailPath(area, type, record.id)}>查看详情</RouterLink>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      {mode === 'resubmit' && <ReturnedNotice type={type} record={record} inForm />}
      <DraftForm type={type} area={area} record={record} resubmit={mode === 'resubmit'} onCreated={onCreated} />
    </>
  );
}

function NewFromMessage({ area, messageId, onCreated }: { area: Area; messageId: string; onCreated: (id: number) => void }) {
  const { data, isLoading, isError } = useStationMessageQuery(messageId);
  const [prefill, setPrefill] = useState<Partial<DraftFormValues> | null>(null);
  if (data && !prefill) setPrefill(messageToDraft(data));
  if (isLoading) return <LoadingState />;
  return (
    <>
      {isError && (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Description>未能读取该群众留言，请直接填写建议内容。</Alert.Description>
        </Alert.Root>
      )}
      {prefill && (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Description>已根据群众留言「{data?.title}」填写标题和内容，请修改完善后提交。</Alert.Description>
        </Alert.Root>
      )}
      <DraftForm type="suggest" area={area} record={null} prefill={prefill ?? undefined} onCreated={onCreated} />
    </>
  );
}

/**
 * 提出议案 / 提出建议 and the edit pages (?id=): a new draft, an existing draft, or a returned
 * record to resubmit. Once the first autosave has created the draft its id goes into the
 * address (so a reload opens it) without restarting the form.
 */
export function DraftScreen({ type, area }: { type: RecordType; area: Area }) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  const messageId = type === 'suggest' ? searchParams.get('fromMessage') : null;
  // What the form was opened on; the address may change under it (the created draft's id).
  const [session, setSession] = useState({ key: location.key, id, messageId, n: 0 });
  if (location.key !== session.key) {
    // Our own address update keeps the form; any other navigation starts a fresh one.
    const own = (location.state as { ownDraft?: boolean } | null)?.ownDraft === true;
    setSession(own ? { ...session, key: location.key } : { key: location.key, id, messageId, n: session.n + 1 });
  }

  const onCreated = (created: number) => {
    setSearchParams({ id: String(created) }, { replace: true, state: { ownDraft: true } });
  };

  // The local copy is kept per user: the form waits for who is signed in.
  const user = useCurrentUserQuery();
  // A draft never submitted is still being proposed, saved or not (a reload keeps the title);
  // a record submitted once (returned, or withdrawn back to a draft) is 修改.
  const { data: opened } = useRecordQuery({ type, id: session.id ?? 0 }, { skip: !session.id });
  const revising = opened?.id === session.id && (opened.submitTime !== null || editModeOf(opened) === 'resubmit');
  const title = `${revising ? '修改' : '提出'}${TYPE_NAME[type]}`;
  const sessionKey = `${session.n}`;
  if (!user.data) {
    return user.isError ? <ErrorState title={MSG.userInfoFailed} error={user.error} onRetry={() => void user.refetch()} /> : <LoadingState />;
  }
  return (
    <Box>
      <PageHeader title={title} actions={<BackButton fallback={draftsPath(area, type)} />} />
      <Box layerStyle="panel" p={{ base: '3', md: '6' }}>
        <Stack gap="0">
          {session.id ? (
            <EditExisting key={sessionKey} type={type} area={area} id={session.id} onCreated={onCreated} />
          ) : session.messageId ? (
            <NewFromMessage key={sessionKey} area={area} messageId={session.messageId} onCreated={onCreated} />
          ) : (
            <DraftForm key={sessionKey} type={type} area={area} record={null} onCreated={onCreated} />
          )}
        </Stack>
      </Box>
    </Box>
  );
}

export const [ProposalCreateScreen, SuggestCreateScreen, MobileProposalScreen, MobileSuggestScreen] = screensOf(DraftScreen);
