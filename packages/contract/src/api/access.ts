import type { UserType } from '../constants/user-types.ts';
import type { Access, CallerScope, LabScopeKind } from './request-definition.ts';

/** What the access rules read about a signed-in caller: the session's user type, permissions and lab. */
export interface Caller {
  userType: UserType;
  permissions: readonly string[];
  lab: { id: string; labCode: string | null } | null;
}

/** The kinds of access: the caller scopes and the two lab scopes. */
export type AccessKind = CallerScope | LabScopeKind;

export function accessKind(access: Access): AccessKind {
  if (typeof access === 'string') return access;
  return 'labCode' in access ? 'labCode' : 'labId';
}

/** The lab scope of an access, or null for a caller scope. */
export function labScopeOf(access: Access): { kind: LabScopeKind; field: string } | null {
  if (typeof access === 'string') return null;
  return 'labCode' in access ? { kind: 'labCode', field: access.labCode } : { kind: 'labId', field: access.labId };
}

const isFullSite = (caller: Caller) => caller.userType === 'external' || caller.userType === 'distributor';

/** The lab a parsed payload names in a lab scope's field, or undefined when the field holds no string. */
function namedLab(field: string, payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const named: unknown = (payload as Record<string, unknown>)[field];
  return typeof named === 'string' ? named : undefined;
}

/**
 * Whether a signed-in caller may make a request of this access with this parsed payload. A lab scope compares the
 * lab the payload names with the caller's own lab and looks nothing up, so a refusal says nothing of whether that lab
 * exists.
 */
export function callerMayCall(access: Access, caller: Caller, payload: unknown): boolean {
  switch (access) {
    case 'public':
    case 'user':
      return true;
    case 'internal':
      return caller.userType === 'internal';
    case 'fullAccess':
      return caller.userType !== 'contentreader';
    case 'labMember':
      return isFullSite(caller) && caller.lab !== null;
    case 'labless':
      return isFullSite(caller) && caller.lab === null;
    case 'contentReader':
      return caller.userType === 'contentreader';
    case 'translator':
      return caller.permissions.includes('LT');
  }
  if (caller.userType === 'internal') return true;
  if (!isFullSite(caller) || !caller.lab) return false;
  const own = 'labCode' in access ? caller.lab.labCode : caller.lab.id;
  const named = namedLab('labCode' in access ? access.labCode : access.labId, payload);
  return own !== null && named === own;
}
