import { useLocation } from 'react-router-dom';
import { MenuFallbackScreen } from '@web/features/menus';
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
  // An address of this area that is no queue: 正在建设中 for a menu without a screen, else 404.
  if (!definition) return <MenuFallbackScreen />;
  return <RecordQueue key={pathname} definition={definition} />;
}
