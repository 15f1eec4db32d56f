import { DataList } from '@chakra-ui/react';
import { MSG } from '@shared/messages';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { postLabel, roleLabel } from '@web/features/auth';
import { useAccountUserQuery } from './account.api';

/** 账号信息: name, the username shown as the contact phone, post (无 when empty), role. */
export function AccountInfo({ userId }: { userId: number | string }) {
  const { data: user, isLoading, isError, error, refetch } = useAccountUserQuery(userId);
  if (isLoading) return <LoadingState py="8" />;
  if (isError || !user) return <ErrorState title={MSG.userInfoFailed} error={error} onRetry={() => void refetch()} py="6" />;
  const rows: [string, string][] = [
    ['姓名', user.realName],
    ['联系电话', user.username],
    ['职务', postLabel(user.post)],
    ['角色', roleLabel(user.loginRoleCode)],
  ];
  return (
    <DataList.Root orientation="horizontal" gap="4" py="2" size="lg">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} borderBottomWidth="1px" borderColor="border.muted" pb="3">
          <DataList.ItemLabel minW="24" color="fg.muted">
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium" color="fg">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
