import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@shared/messages';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { PageTitle } from '@web/components/page-title';
import { useCurrentUserQuery } from '@web/features/auth';

/** /manager/examinationManager/examOnline/: the examinee's welcome; the exam list comes later. */
export function ExamOnlineScreen() {
  const { data: user, isLoading, isError, error, refetch } = useCurrentUserQuery();
  if (isLoading) return <LoadingState />;
  if (isError || !user) return <ErrorState title={MSG.userInfoFailed} error={error} onRetry={() => void refetch()} />;
  return (
    <Box maxW="2xl" mx="auto" layerStyle="panel" px="8" py="10" textAlign="center">
      <PageTitle title="在线考试" />
      <Stack gap="3" align="center">
        <Heading as="h1" fontSize="2xl" color="brand.700">
          在线考试
        </Heading>
        <Text fontSize="lg">欢迎您，{user.realName}</Text>
        <Text color="fg.muted" fontSize="sm">
          考生账号：{user.username}
        </Text>
        <Text mt="4" color="fg.muted">
          {MSG.underConstruction}
        </Text>
      </Stack>
    </Box>
  );
}

export const Component = ExamOnlineScreen;
