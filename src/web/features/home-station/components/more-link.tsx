import { Link } from 'react-router-dom';
import styles from './more-link.module.css';

/** 更多>> beside a block's title; its accessible name says more of what. */
export function MoreLink({ to, what }: { to: string; what: string }) {
  return (
    <Link to={to} className={`hs-link ${styles.more}`} aria-label={`更多${what}`}>
      更多&gt;&gt;
    </Link>
  );
}
