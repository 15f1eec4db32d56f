/** Business constants: limits, sizes and timings both the server and the screens use. */

export const BASE_PATH = '/rdlz/';
export const ROUTER_BASENAME = '/rdlz';
export const API_PREFIX = '/api';
/** The build's list of each first page's chunks, beside index.html (scripts/build/page-preloads.ts, server/plugins/page-preloads.ts). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export const DEFAULT_PROVINCE = '四川省';
export const DEFAULT_CITY = '巴中市';

export const REQUEST_RETRY_COUNT = 0;
export const DEBOUNCE_MS = 500;
export const DESIGN_WIDTH = 1920;

export const COLLAPSED_TEXT_LENGTH = 110;
export const COLLAPSED_TEXT_ROWS = 2;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../machines/password-change/password-change.rules';
export const MENU_ICON_MAX_CHARS = 4800;

export const DEFAULT_PAGE_NUM = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const CHOOSER_PAGE_SIZE = 10;
export const ORGANISATION_PAGE_SIZE = 1000;
export const PAGER_COUNT = 7;

export const SCHEDULE_POPUP_AUTO_CLOSE_MS = 120_000;
export const LOADING_BAR_DELAY_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const DROPDOWN_LOAD_MORE_RATIO = 0.95;

export const LEFT_MENU_WIDTH = 200;
export const MENU_ANIMATION_STEP_PX = 10;
export const MENU_ANIMATION_INTERVAL_MS = 10;
export const CLIENT_TOP_HEIGHT = 160;
export const SYSTEM_TOP_HEIGHT = 140;
export const HEADER_MENU_WRAP_FROM = 6;
export const HEADER_MENU_WRAP_EVERY = 3;
export const WIDE_LAYOUT_MAX_TOP_MENUS = 3;
export const TWO_COLUMN_CHILDREN_FROM = 4;
export const CURRENT_MENU_DELAY_MS = 500;

export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const DOWNLOAD_PROGRESS_MIN_BYTES = 1_048_576;
export const DOWNLOAD_PROGRESS_HIDE_MS = 1000;

export const EDITOR_INITIAL_HEIGHT = 200;
export const EDITOR_LINE_HEIGHTS = [1, 1.5, 1.75, 2, 3, 4, 5] as const;

export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 1000;
export const CAROUSEL_SLIDES_PER_VIEW = 4;

// Home-station portal
export const CODE_RESEND_SECONDS = 60;
export const CLOCK_REFRESH_MS = 500;
export const PORTAL_COLUMN_COUNT = 3;
export const PORTAL_ARTICLE_COUNT = 5;
export const SEARCH_HISTORY_SIZE = 5;
export const LOGIN_FAILURE_DELAY_MS = 1500;

/** How long the web app waits for an API answer before giving up (the http client, and the user asked for at boot). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A user agent matching this counts as mobile; anything else is pc. */
export const MOBILE_USER_AGENT = /iPhone|iPad|iPod|iOS|Android/i;

// Sessions (architecture.md)
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 60 * 60_000;

/** Session-storage key of the bearer token; the only key that survives choosing a menu. */
export const TOKEN_STORAGE_KEY = 'access_token';
/** Local-storage key of the encrypted login info. */
export const LOGIN_INFO_STORAGE_KEY = 'loginInfo';
