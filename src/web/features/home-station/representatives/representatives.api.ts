import { PORTAL_API, type RepresentativeCard } from '@shared/portal';
import type { Page } from '../home-station.api';
import { skipToken, usePortalQuery, type SkipToken } from '../portal-query';

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

export const useRepresentativesQuery = ({ delegateName, ...rest }: RepresentativeQuery) =>
  usePortalQuery<Page<RepresentativeCard>>({ path: PORTAL_API.representatives, params: { ...rest, delegateName: delegateName?.trim() } });

export const useRepresentativeQuery = (delegateId: number | SkipToken) =>
  usePortalQuery<RepresentativeCard>(delegateId === skipToken ? skipToken : { path: PORTAL_API.representative(delegateId) });
