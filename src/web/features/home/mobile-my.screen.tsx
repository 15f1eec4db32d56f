import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountButton } from '@web/features/account';
import { postLabel, useLogout } from '@web/features/auth';
import { InfoList, Panel } from './components/info-card';
import { WelcomeBanner } from './components/welcome-banner';
import { delegateName, delegateRows, delegateSummary } from './delegate-profile';
import { HomeOf } from './home-of';
import { ADD_TO_HOME_SCREEN_PATH } from './routes';

const rowButton = { size: 'lg', variant: 'outline', colorPalette: 'brand', w: 'full', justifyContent: 'flex-start', bg: 'white' } as const;

/** /mobile/pageHome/my, the 我的 tab: the deputy's own record, 修改密码, the home-screen guide and 退出登录. */
export function MobileMyScreen() {
  const { logout, isLoggingOut } = useLogout();
  return (
    <HomeOf kind="delegate" title="我的" gap="3">
      {(user) => (
        <>
          <WelcomeBanner compact greeting={delegateName(user)} detail={delegateSummary(user)} />
          <Panel title="个人信息">
            <InfoList rows={[...delegateRows(user), { label: '职务', value: postLabel(user.post) }]} labelWidth="6.5em" />
          </Panel>
          <Stack gap="2" role="group" aria-label="账号操作">
            <AccountButton {...rowButton}>修改密码</AccountButton>
            <Button asChild {...rowButton}>
              <RouterLink to={ADD_TO_HOME_SCREEN_PATH}>添加到手机桌面</RouterLink>
            </Button>
            <Button {...rowButton} colorPalette="red" loading={isLoggingOut} onClick={() => void logout()}>
              退出登录
            </Button>
          </Stack>
        </>
      )}
    </HomeOf>
  );
}

export const Component = MobileMyScreen;
