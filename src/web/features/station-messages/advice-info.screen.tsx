import { Box } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { BackButton } from '@web/components/back-button';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { MessageDetail } from './components/message-detail';
import { listPathOf, parseMessageId, type MessageArea } from './station-messages.model';

function MessageInfoScreen({ area, title }: { area: MessageArea; title: string }) {
  const [searchParams] = useSearchParams();
  const menus = useOptionalMenus();
  const id = parseMessageId(searchParams.get('id'));
  return (
    <Box>
      <PageHeader title={title} trail={menus?.trail ?? []} actions={<BackButton fallback={listPathOf(area)} />} />
      {id === null ? <EmptyState text="未找到该留言" /> : <MessageDetail key={id} area={area} id={id} />}
    </Box>
  );
}

/** adviceInfo (?id=): the deputy's view of one message; opening an unread one marks it read. */
export const AdviceInfoScreen = () => <MessageInfoScreen area="client" title="留言详情" />;

export const MobileAdviceInfoScreen = () => <MessageInfoScreen area="mobile" title="留言详情" />;

/** adviceManageInfo (?id=): the station manager's view, with 交办 and 办理答复 when the machine allows. */
export const AdviceManageInfoScreen = () => <MessageInfoScreen area="manager" title="留言办理详情" />;
