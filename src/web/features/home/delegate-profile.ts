import { delegateLevelLabel, type CurrentUser } from '@web/features/auth';
import type { InfoRow } from './components/info-card';

/** The deputy's own record as the home screens list it (name, delegation, level, station). */
export function delegateRows(user: CurrentUser): InfoRow[] {
  const info = user.npcDelegateInfo;
  return [
    { label: '代表姓名', value: info?.delegateName || user.realName },
    { label: '所在代表团', value: info?.delegationName || user.delegationName },
    { label: '代表层级', value: delegateLevelLabel(info?.delegateGrade ?? user.delegateGrade) },
    { label: '所属联络站', value: user.stationName },
    { label: '联系电话', value: user.username },
  ];
}

export function delegateSummary(user: CurrentUser): string {
  const info = user.npcDelegateInfo;
  return [info?.delegationName || user.delegationName, delegateLevelLabel(info?.delegateGrade ?? user.delegateGrade)].filter(Boolean).join(' · ');
}

export function delegateName(user: CurrentUser): string {
  return user.npcDelegateInfo?.delegateName || user.realName;
}
