import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, MessageSchema } from '@shared/contracts/common';
import {
  AddAdminBody,
  AddMembersBody,
  AdminList,
  AdminParams,
  FieldError,
  GroupBody,
  GroupIdParams,
  GroupOptions,
  GroupPage,
  GroupQuery,
  GroupSchema,
  MemberList,
  MemberParams,
  MemberRoleBody,
  MyGroupSchema,
} from '@shared/contracts/groups';
import { GROUP_MSG } from '@shared/groups';
import { Role } from '@shared/roles';
import { SYSTEM_PAGE } from '@shared/system-pages';
import {
  addAdmin,
  addMembers,
  createGroup,
  deleteGroup,
  exportGroups,
  groupOptions,
  listAdmins,
  listGroups,
  listMembers,
  myGroup,
  removeAdmin,
  removeMember,
  setGroupEnabled,
  setMemberRole,
  updateGroup,
} from '../../../services/groups.service';
import { requireMenu } from '../../../services/permissions';
import { Refusal } from '../../../services/refusal';
import { sendWorkbook } from '../../../services/workflow/export.service';

const refusals = { 400: FieldError, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const { pageNum: _pageNum, pageSize: _pageSize, ...filterFields } = GroupQuery.properties;
const ExportQuery = Type.Object(filterFields, { additionalProperties: false });

/**
 * 代表小组: the groups (小组管理), their members (小组成员: a liaison only in the groups it
 * administers, services/groups.service.ts managedGroupIds), their administrators (组管理员), and
 * the deputy's own group. Each page's menu grant is its control.
 */
const behalfTeam: FastifyPluginAsyncTypebox = async (app) => {
  const groupsPage = requireMenu(SYSTEM_PAGE.representativeGroup);
  const membersPage = requireMenu(SYSTEM_PAGE.groupPerson);
  const adminsPage = requireMenu(SYSTEM_PAGE.groupAdmin);
  const anyGroupPage = requireMenu(SYSTEM_PAGE.representativeGroup, SYSTEM_PAGE.groupPerson, SYSTEM_PAGE.groupAdmin);

  app.get('/api/behalfTeam/groups', { preHandler: groupsPage, schema: { querystring: GroupQuery, response: { 200: GroupPage, ...refusals } } }, async (request) =>
    listGroups(app.db, request.query),
  );

  app.get('/api/behalfTeam/groups/export', { preHandler: groupsPage, schema: { querystring: ExportQuery } }, async (request, reply) => {
    const { fileName, buffer } = await exportGroups(app.db, request.query);
    return sendWorkbook(reply, fileName, buffer);
  });

  app.get('/api/behalfTeam/options', { preHandler: anyGroupPage, schema: { response: { 200: GroupOptions, ...refusals } } }, async (request) => groupOptions(app.db, request.user!));

  app.post('/api/behalfTeam/groups', { preHandler: groupsPage, schema: { body: GroupBody, response: { 201: GroupSchema, ...refusals } } }, async (request, reply) =>
    reply.code(201).send(await createGroup(app.db, request, request.body)),
  );

  app.put('/api/behalfTeam/groups/:groupId', { preHandler: groupsPage, schema: { params: GroupIdParams, body: GroupBody, response: { 200: GroupSchema, ...refusals } } }, async (request) =>
    updateGroup(app.db, request, request.params.groupId, request.body),
  );

  app.put('/api/behalfTeam/groups/:groupId/enable', { preHandler: groupsPage, schema: { params: GroupIdParams, response: { 200: GroupSchema, ...refusals } } }, async (request) =>
    setGroupEnabled(app.db, request, request.params.groupId, true),
  );

  app.put('/api/behalfTeam/groups/:groupId/disable', { preHandler: groupsPage, schema: { params: GroupIdParams, response: { 200: GroupSchema, ...refusals } } }, async (request) =>
    setGroupEnabled(app.db, request, request.params.groupId, false),
  );

  app.delete('/api/behalfTeam/groups/:groupId', { preHandler: groupsPage, schema: { params: GroupIdParams, response: { 200: MessageSchema, ...refusals } } }, async (request) =>
    deleteGroup(app.db, request, request.params.groupId),
  );

  app.get('/api/behalfTeam/groups/:groupId/members', { preHandler: membersPage, schema: { params: GroupIdParams, response: { 200: MemberList, ...refusals } } }, async (request) =>
    listMembers(app.db, request.user!, request.params.groupId),
  );

  app.post(
    '/api/behalfTeam/groups/:groupId/members',
    { preHandler: membersPage, schema: { params: GroupIdParams, body: AddMembersBody, response: { 200: MemberList, ...refusals } } },
    async (request) => addMembers(app.db, request, request.params.groupId, request.body.delegateIds),
  );

  app.put(
    '/api/behalfTeam/groups/:groupId/members/:memberId',
    { preHandler: membersPage, schema: { params: MemberParams, body: MemberRoleBody, response: { 200: MemberList, ...refusals } } },
    async (request) => setMemberRole(app.db, request, request.params.groupId, request.params.memberId, request.body.memberRole),
  );

  app.delete('/api/behalfTeam/groups/:groupId/members/:memberId', { preHandler: membersPage, schema: { params: MemberParams, response: { 200: MemberList, ...refusals } } }, async (request) =>
    removeMember(app.db, request, request.params.groupId, request.params.memberId),
  );

  app.get('/api/behalfTeam/groups/:groupId/admins', { preHandler: adminsPage, schema: { params: GroupIdParams, response: { 200: AdminList, ...refusals } } }, async (request) =>
    listAdmins(app.db, request.params.groupId),
  );

  app.post('/api/behalfTeam/groups/:groupId/admins', { preHandler: adminsPage, schema: { params: GroupIdParams, body: AddAdminBody, response: { 200: AdminList, ...refusals } } }, async (request) =>
    addAdmin(app.db, request, request.params.groupId, request.body.userId),
  );

  app.delete('/api/behalfTeam/groups/:groupId/admins/:userId', { preHandler: adminsPage, schema: { params: AdminParams, response: { 200: AdminList, ...refusals } } }, async (request) =>
    removeAdmin(app.db, request, request.params.groupId, request.params.userId),
  );

  // The deputy's own group: deputies only, each reading the groups it is a member of.
  app.get('/api/behalfTeam/myGroup', { preHandler: app.requireRole(Role.represent), schema: { response: { 200: MyGroupSchema, ...refusals } } }, async (request) => {
    const user = request.user!;
    if (user.fkDelegateId === null) throw new Refusal(404, GROUP_MSG.noGroup);
    return myGroup(app.db, user.fkDelegateId, { userId: user.userId, delegateId: user.fkDelegateId });
  });
};

export default behalfTeam;
