import { Box } from '@chakra-ui/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SYSTEM_HOME } from '@shared/roles';
import { BackButton } from '@web/components/back-button';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/features/menus';
import { EventActions, RecordDetailView, TYPE_NAME, useRecordQuery, type RecordType } from '@web/features/workflow';
import { toApiError } from '@web/lib/http-error';
import { managerDetailPath } from './paths';
import { detailTypeFor, safeBackPath } from './queues';

const TITLE: Record<RecordType, string> = { proposal: '议案详情', suggest: '建议详情' };

function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function Actions({ type, id }: { type: RecordType; id: number }) {
  const { data } = useRecordQuery({ type, id });
  return data ? <EventActions type={type} record={data} /> : null;
}

/**
 * The record, or a plain notice when it is not (or no longer) in the user's view: an event can
 * take it out (an approved withdrawal returns it to the author's drafts, an adjustment request
 * takes it from the unit), and the server then answers 404.
 */
function Record({ type, id }: { type: RecordType; id: number }) {
  const { error } = useRecordQuery({ type, id });
  if (error && toApiError(error).result === 404) {
    return <EmptyState text={`该${TYPE_NAME[type]}不存在，或已不在您的查看范围内`} />;
  }
  return <RecordDetailView type={type} id={id} actions={<Actions type={type} id={id} />} linkedPath={managerDetailPath} />;
}

/**
 * proposalDetails and adviceInfo (?id=): the record with its history and the buttons of the
 * events the signed-in user may send now.
 */
export function Component() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const type = detailTypeFor(pathname) ?? 'proposal';
  const id = parseId(searchParams.get('id'));
  const fallback = safeBackPath(searchParams.get('from')) ?? SYSTEM_HOME;
  return (
    <Box>
      <PageHeader title={TITLE[type]} actions={<BackButton fallback={fallback} />} />
      {id === null ? (
        <EmptyState text={`未找到该${TYPE_NAME[type]}`} />
      ) : (
        <Record key={`${type}-${id}`} type={type} id={id} />
      )}
    </Box>
  );
}
