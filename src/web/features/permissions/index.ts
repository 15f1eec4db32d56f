export { Permission, PermissionCell, usePermission, type PermissionProps } from './permission';
export { EMPTY_CELL, cellDecision, gateDecision, holds, isAlwaysPermitted, roleNamesOf, type GateDecision, type PermissionEntry } from './permission.rules';
