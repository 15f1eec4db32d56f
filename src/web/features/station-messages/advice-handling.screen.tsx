import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { MessageList } from './components/message-list';
import type { MessageArea } from './station-messages.model';

function MessageListScreen({ area, title }: { area: MessageArea; title: string }) {
  const menus = useOptionalMenus();
  return <MessageList area={area} label={`${title}列表`} header={<PageHeader title={title} trail={menus?.trail ?? []} />} />;
}

/** adviceHandling: the messages citizens addressed to the signed-in deputy. */
export const AdviceHandlingScreen = () => <MessageListScreen area="client" title="群众留言" />;

/** The same list as cards in the mobile layout. */
export const MobileAdviceHandlingScreen = () => <MessageListScreen area="mobile" title="群众留言" />;

/** adviceManage: the messages left at the manager's station, with the deputy each is addressed to. */
export const AdviceManageScreen = () => <MessageListScreen area="manager" title="群众留言办理" />;
