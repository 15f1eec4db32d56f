import { errorMessage } from '@web/lib/http-error';

/** The server names the refused field after a full-width colon (`请输入角色名称：roleName`): the message goes beside that field. */
export function fieldErrorOf(failure: unknown): { field: string | null; message: string } {
  const text = errorMessage(failure, '操作失败');
  const match = /^(.*)：([A-Za-z]+)$/.exec(text);
  return match ? { field: match[2], message: match[1] } : { field: null, message: text };
}
