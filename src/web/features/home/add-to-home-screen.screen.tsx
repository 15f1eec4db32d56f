import { Box, Code, List, Stack, Text } from '@chakra-ui/react';
import { BASE_PATH, MOBILE_USER_AGENT } from '@shared/constants';
import { MOBILE_DELEGATE_HOME } from '@shared/roles';
import { PageHeader } from '@web/features/menus';
import { Panel } from './components/info-card';

interface Guide {
  id: 'ios' | 'android';
  title: string;
  steps: string[];
}

const GUIDES: readonly Guide[] = [
  {
    id: 'ios',
    title: 'iPhone / iPad（Safari 浏览器）',
    steps: [
      '用 Safari 浏览器打开本平台（在微信中打开的，先点右上角“…”，选择“在默认浏览器中打开”）。',
      '点屏幕下方的“分享”按钮（方框带向上箭头）。',
      '在弹出的菜单中向下滑动，选择“添加到主屏幕”。',
      '名称可保留“巴中人大履职”，点右上角“添加”。',
    ],
  },
  {
    id: 'android',
    title: '安卓手机（Chrome 浏览器）',
    steps: [
      '用 Chrome 浏览器打开本平台（在微信中打开的，先点右上角“…”，选择“在浏览器打开”）。',
      '点右上角的“⋮”菜单。',
      '选择“添加到主屏幕”或“安装应用”。',
      '在确认框中点“添加”或“安装”。',
    ],
  },
];

/** The guide of this phone first: an iPhone or iPad reads Safari's steps first, other phones Chrome's. */
export function guidesFor(userAgent: string): readonly Guide[] {
  const apple = /iPhone|iPad|iPod|iOS/i.test(userAgent) || !MOBILE_USER_AGENT.test(userAgent);
  return apple ? GUIDES : [...GUIDES].reverse();
}

const standalone = () => typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * /mobile/downLoadApk: there is no app to download; the platform is added to the phone's home
 * screen instead (the web app manifest, public/manifest.webmanifest, gives its name, icon and start page).
 */
export function AddToHomeScreen() {
  const address = `${window.location.origin}${BASE_PATH.replace(/\/$/, '')}${MOBILE_DELEGATE_HOME}`;
  return (
    <Box>
      <PageHeader title="添加到手机桌面" />
      <Stack gap="3">
        <Box layerStyle="panel" shadow="xs" px="4" py="3">
          <Text fontSize="sm" lineHeight="1.8">
            本平台无需下载安装应用。把它添加到手机桌面后，点桌面上的“巴中人大履职”图标，即可像应用一样全屏打开，直接进入代表首页。
          </Text>
          {standalone() && (
            <Text fontSize="sm" mt="2" color="green.700" fontWeight="medium">
              您现在正是从手机桌面打开的本平台，无需再次添加。
            </Text>
          )}
        </Box>
        {guidesFor(navigator.userAgent).map((guide) => (
          <Panel key={guide.id} title={guide.title}>
            <List.Root as="ol" gap="2" ps="5" fontSize="sm" lineHeight="1.7">
              {guide.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Panel>
        ))}
        <Panel title="平台地址">
          <Text fontSize="sm" mb="2">
            也可以在手机浏览器中输入以下地址后再添加：
          </Text>
          <Code display="block" whiteSpace="normal" wordBreak="break-all" px="2" py="1.5" fontSize="sm">
            {address}
          </Code>
        </Panel>
      </Stack>
    </Box>
  );
}

export const Component = AddToHomeScreen;
