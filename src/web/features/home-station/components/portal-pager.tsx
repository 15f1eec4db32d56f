import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { pagerModel } from '../pager.logic';
import styles from './portal-pager.module.css';

export interface PortalPagerProps {
  total: number;
  page: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** What the list is, for the pager's accessible name. */
  label?: string;
}

const button = (solid = false) => `hs-btn hs-btn-sm ${solid ? 'hs-btn-solid' : 'hs-btn-outline'} ${styles.button}`;

/** 首页, 上一页, seven numbered buttons, 下一页, 末页. */
export function PortalPager({ total, page, pageSize = DEFAULT_PAGE_SIZE, onPageChange, label = '分页' }: PortalPagerProps) {
  const model = pagerModel({ total, page, pageSize });
  if (model.lastPage === 0) return null;
  const go = (target: number) => {
    if (target !== model.page) onPageChange(target);
  };
  return (
    <nav aria-label={label} className={styles.pager}>
      <div className={styles.buttons}>
        <button type="button" className={button()} disabled={model.firstDisabled} onClick={() => go(1)}>
          首页
        </button>
        <button type="button" className={button()} disabled={model.previousDisabled} onClick={() => go(model.page - 1)}>
          上一页
        </button>
        {model.pages.map((number) => (
          <button
            key={number}
            type="button"
            className={button(number === model.page)}
            aria-label={`第 ${number} 页`}
            aria-current={number === model.page ? 'page' : undefined}
            onClick={() => go(number)}
          >
            {number}
          </button>
        ))}
        <button type="button" className={button()} disabled={model.nextDisabled} onClick={() => go(model.page + 1)}>
          下一页
        </button>
        <button type="button" className={button()} disabled={model.lastDisabled} onClick={() => go(model.lastPage)}>
          末页
        </button>
      </div>
      <p className={styles.total}>
        共 {total} 条，{model.lastPage} 页
      </p>
    </nav>
  );
}
