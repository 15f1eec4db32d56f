import { PORTAL_API, type RepresentativeCard } from '@shared/portal';
import { api, apiUrl } from '@web/lib/api';
import type { Page } from '../home-station.api';

export interface RepresentativeQuery {
  /** 1 city, 2 county, 3 township: the level tab's index + 1. */
  level?: number;
  /** A substation's own representatives; absent: all of them (the central station). */
  fkStationId?: number;
  /** Part of the name. */
  delegateName?: string;
  pageNum: number;
  pageSize: number;
}

const representativesApi = api.injectEndpoints({
  endpoints: (build) => ({
    representatives: build.query<Page<RepresentativeCard>, RepresentativeQuery>({
      query: ({ delegateName, ...rest }) => ({
        url: apiUrl(PORTAL_API.representatives),
        params: { ...rest, delegateName: delegateName?.trim() || undefined },
      }),
    }),
    representative: build.query<RepresentativeCard, number>({
      query: (delegateId) => ({ url: apiUrl(PORTAL_API.representative(delegateId)) }),
    }),
  }),
});

export const { useRepresentativesQuery, useRepresentativeQuery } = representativesApi;
