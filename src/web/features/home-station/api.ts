/**
 * The portal's anonymous reads for the workspace's pages (the deputy's own station): the same
 * calls and contracts as the portal's screens, without their portal styling.
 */
export { ALL_COLUMNS_PAGE_SIZE, useArticleQuery, useArticlesQuery, useColumnsQuery, useStationQuery, type Page } from './home-station.api';
export { useRepresentativesQuery } from './representatives/representatives.api';
export { skipToken } from './portal-query';
export { articleView } from './article.logic';
