import { pagesOf, type PageRoute } from '@web/lib/page-route';

/** The reference tables' pages, relative to /manager/. */
export const managerRoutes: PageRoute[] = pagesOf(() => import('./reference-data.screens'), {
  'adminManager/classifyDictionaries': 'DictTypeScreen',
  'adminManager/dataDictionaries': 'DictDataScreen',
  'adminManager/npcOrganizeManager': 'OrganizationScreen',
  'adminManager/sysurlManager': 'SysUrlScreen',
  'sysManager/npcGroupManager': 'DelegationScreen',
  'sysManager/companyManager': 'UnitScreen',
  'sysManager/specialCommitteeManager': 'CommitteeScreen',
});
