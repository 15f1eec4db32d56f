import { CHOOSER_PAGE_SIZE } from '@shared/constants';
import { api } from '@web/lib/api';

/** A row of the chooser's list (GET /api/contactStation/getDelegate). */
export interface ChooserDelegate {
  delegateId: number;
  delegateName: string;
  sex: string;
  fkDelegationId: number;
  delegationName: string;
  delegateGrade: number;
  npcAvatar: string | null;
}

export interface ChooserPage {
  list: ChooserDelegate[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * The deputy list's query. Without delegationId and delegateGrade the server limits the list to
 * the caller's own delegation and grade unless queryAll is true, and always leaves the caller out.
 */
export interface ChooserQuery {
  pageNum: number;
  pageSize?: number;
  delegateName?: string;
  /** 1 approved (the chooser's filter). */
  auditStatus?: number;
  queryAll?: boolean;
  delegationId?: number;
  delegateGrade?: number;
  initiateMode?: string;
}

export interface CrowdPersonDto {
  name: string;
  phone: string;
}

const chooserApi = api.enhanceEndpoints({ addTagTypes: ['CrowdList'] }).injectEndpoints({
  endpoints: (build) => ({
    chooserDelegates: build.query<ChooserPage, ChooserQuery>({
      query: ({ pageSize = CHOOSER_PAGE_SIZE, auditStatus = 1, ...rest }) => ({
        url: '/contactStation/getDelegate',
        params: { pageSize, auditStatus, ...rest },
      }),
    }),
    crowdList: build.query<{ list: CrowdPersonDto[] }, number>({
      query: (delegateId) => ({ url: '/doubleContactPerson/getCrowdList', params: { delegateId } }),
      providesTags: (_result, _error, delegateId) => [{ type: 'CrowdList', id: delegateId }],
    }),
    saveCrowdList: build.mutation<{ list: CrowdPersonDto[] }, { id: number; crowds: CrowdPersonDto[] }>({
      query: (body) => ({ url: '/doubleContactPerson/ContactCrown', method: 'POST', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'CrowdList', id }],
    }),
  }),
});

export const { useChooserDelegatesQuery, useCrowdListQuery, useSaveCrowdListMutation } = chooserApi;
