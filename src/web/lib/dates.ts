import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// The one door to dayjs: every screen that formats a date imports it from here, so the zh-cn
// locale is set before the first date is shown, and pages without dates do not load dayjs.
dayjs.locale('zh-cn');

export { dayjs };
