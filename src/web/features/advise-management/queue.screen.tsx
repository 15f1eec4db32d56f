import { useLocation } from 'react-router-dom';
import { EmptyState } from '@web/components/empty-state';
import { RecordQueue } from '@web/features/workflow';
import { queueFor } from './queues';

/**
 * Every queue page of /manager/adviseManagement/…: the route names its definition in
 * queues.ts; the page is the shared RecordQueue. Keyed by the route, so moving to another
 * queue starts with fresh filters.
 */
export function Component() {
  const { pathname } = useLocation();
  const definition = queueFor(pathname);
  if (!definition) return <EmptyState text="页面不存在" />;
  return <RecordQueue key={pathname} definition={definition} />;
}
