/**
 * The client pages of the deputy's delegation, relative to /client/ and /mobile/. Kept apart from
 * the kinds' table (@shared/delegation-work): the router reads these on the first load.
 */
export const MY_DELEGATION_PAGE = {
  delegation: 'organization/delegation',
  details: 'organization/delegationDetails',
  fileList: 'organization/delegationFileList',
  viewPdf: 'organization/viewPdfFile',
} as const;
