import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** 更多>> beside a block's title; its accessible name says more of what. */
export function MoreLink({ to, what }: { to: string; what: string }) {
  return (
    <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium" flexShrink={0} aria-label={`更多${what}`}>
      <RouterLink to={to}>更多&gt;&gt;</RouterLink>
    </Link>
  );
}
