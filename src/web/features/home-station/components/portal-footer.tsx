import styles from './portal-footer.module.css';

/** Who runs the portal: the city's standing committee hosts it, a company supports it. */
export const PORTAL_HOST = '巴中市人民代表大会常务委员会';
export const PORTAL_SUPPORT = '巴中市人大代表履职服务平台技术支持单位';

export function PortalFooter() {
  return (
    <footer className={styles.footer}>
      <p>主办单位：{PORTAL_HOST}</p>
      <p>技术支持：{PORTAL_SUPPORT}</p>
    </footer>
  );
}
