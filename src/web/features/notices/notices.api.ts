import { api } from '@web/lib/api';

/** A received notice. */
export interface Notice {
  noticeId: number;
  noticeTitle: string;
  /** The to-do line; the server falls back to the title. */
  realTitle: string | null;
  content: string | null;
  createTime: string;
  createUserName: string | null;
  /** 0 unread, 1 read. */
  isLook: number;
  /** The route the notice opens. */
  destination: string | null;
}

export interface NoticePage {
  total: number;
  unreadTotal: number;
  list: Notice[];
}

export interface NoticeQuery {
  pageNum?: number;
  pageSize?: number;
  /** 0 only unread, 1 only read. */
  isLook?: 0 | 1;
}

/** An upcoming schedule item for the system layout's pop-up. */
export interface ScheduleItem {
  noticeId: number;
  noticeTitle: string;
  destination: string | null;
  scheduleTime: string;
}

export interface ScheduleQuery {
  /** Days ahead; the server's default is 7. */
  period?: number;
  /** The current session (times). */
  times?: number;
}

const noticesApi = api.enhanceEndpoints({ addTagTypes: ['Notice', 'Schedule'] }).injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<NoticePage, NoticeQuery>({
      query: (params) => ({ url: '/overallNotice', params }),
      providesTags: ['Notice'],
    }),
    schedule: build.query<{ list: ScheduleItem[] }, ScheduleQuery>({
      query: (params) => ({ url: '/overallNotice/schedule', params }),
      providesTags: ['Schedule'],
    }),
    markNoticeRead: build.mutation<{ fkNoticeId: number; isLook: number }, { fkNoticeId: number }>({
      query: (body) => ({ url: '/noticeReceive/receiveNotice', method: 'PUT', data: body }),
      // Every list and count showing the notice refetches: the bell's badge, the to-do panel.
      invalidatesTags: ['Notice'],
    }),
  }),
});

export const { useNoticesQuery, useScheduleQuery, useMarkNoticeReadMutation } = noticesApi;
