import { MSG } from '@shared/messages';
import { ErrorPage } from '@web/components/error-page';

export function NotFoundScreen() {
  return <ErrorPage status={404} message={MSG.pageNotFound} />;
}

export const Component = NotFoundScreen;
