export { PendingBadge } from './pending-badge';
export { pendingLabel } from './pending.labels';
export { usePendingOf, useTodoQuery, useTodoQueues, type Todo, type TodoQueue } from './todo.api';
