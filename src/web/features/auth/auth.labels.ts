import { ROLE_LABEL, type RoleCode } from '@shared/roles';
import { DELEGATE_GRADE } from '@shared/enums';
import type { CurrentUser } from './auth.api';

/** 超级管理员 for NPC_ADMIN, or the raw code for a role the table does not know. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return '';
  return ROLE_LABEL[role as RoleCode] ?? role;
}

/** 市级代表 for grade 3, 县（区）级代表 for 4 … (representative levels). */
export function delegateLevelLabel(grade: number | string | null | undefined): string {
  if (grade === null || grade === undefined || grade === '') return '';
  const name = DELEGATE_GRADE[Number(grade) as keyof typeof DELEGATE_GRADE];
  return name ? `${name}级人大代表` : '';
}

/** An empty post shows as 无. */
export function postLabel(post: string | null | undefined): string {
  return post && post.trim() ? post : '无';
}

/** The name of the user's congress, for the stored login info when the server does not send one. */
export function npcNameOf(user: Pick<CurrentUser, 'loginNpcName' | 'belongNpcCountry' | 'belongNpcCity' | 'belongNpcProvince'>): string | null {
  if (user.loginNpcName) return user.loginNpcName;
  const area = user.belongNpcCountry || user.belongNpcCity || user.belongNpcProvince;
  return area ? `${area}人大常委会` : null;
}
