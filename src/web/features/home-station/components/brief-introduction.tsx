import { Box, Flex, Heading, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { plainText } from '../article.logic';
import { PORTAL_PATHS } from '../portal-paths.logic';

export interface BriefIntroductionProps {
  thumbnail?: string | null;
  title: string;
  /** Text or HTML; shown without markup. */
  text?: string | null;
  /** Where a click goes (section 2: by default the central index). */
  to?: string;
  /** The words of the link at the bottom. */
  linkText?: string;
}

/** A brief introduction (section 2): thumbnail, title and a summary without markup; the whole card opens `to`. */
export function BriefIntroduction({ thumbnail, title, text, to = PORTAL_PATHS.centralIndex, linkText = '查看详情' }: BriefIntroductionProps) {
  return (
    <LinkBox as="article" bg="white" rounded="md" borderWidth="1px" borderColor="border" overflow="hidden" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="0">
        {thumbnail && <Image src={thumbnail} alt="" w={{ base: 'full', sm: '44%' }} maxH={{ base: '200px', sm: 'none' }} objectFit="cover" bg="brand.50" flexShrink={0} />}
        <Box p="5" minW="0">
          <Heading as="h3" fontSize="lg" color="brand.fg" mb="2">
            <LinkOverlay asChild>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text fontSize="sm" color="gray.700" lineHeight="1.8" lineClamp={5}>
            {plainText(text, 200)}
          </Text>
          <Text mt="3" fontSize="sm" color="brand.fg" fontWeight="medium" aria-hidden="true">
            {linkText} &gt;&gt;
          </Text>
        </Box>
      </Flex>
    </LinkBox>
  );
}
