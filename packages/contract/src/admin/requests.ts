import { define } from '../api/request-definition.ts';
import {
  deletedLabResponse,
  deleteLabAndUserPayload,
  getAllCountryNamePayload,
  getAllCountryNameResponse,
  getCountryNamePayload,
  getCountryNameResponse,
  getInternalLabNamePayload,
  getInternalLabNameResponse,
  getLabAndUserPayload,
  getLabAndUserResponse,
  getLabNamePayload,
  getLabNameResponse,
  getUserOfLabPayload,
  getUserOfLabResponse,
} from './schemas.ts';
import { updateInternalLabPayload, updateInternalLabResponse } from './lab-schemas.ts';
import {
  addNewUserPayload,
  createdUserResponse,
  createUserPayload,
  deletedUserResponse,
  deleteUserPayload,
  updatedUserResponse,
  updateInternalUserPayload,
  userLinkedResponse,
  validateUserLinkPayload,
} from './user-schemas.ts';

// The package's index exports this file: the schemas and constants come with it.
export * from './schemas.ts';
export * from './lab-schemas.ts';
export * from './user-schemas.ts';
export * from './codes.ts';
export * from './paging.ts';

/**
 * Administration of labs and users by staff (issue 14 item 3, §6, §7; which call does what: D59). Staff only, but the
 * list of countries a lab can be in, which is the registration's public reference data.
 */
export const adminRequests = {
  getlabName: define({ payload: getLabNamePayload, response: getLabNameResponse, access: 'internal' }),
  getinternallabName: define({
    payload: getInternalLabNamePayload,
    response: getInternalLabNameResponse,
    access: 'internal',
  }),
  getlabanduser: define({ payload: getLabAndUserPayload, response: getLabAndUserResponse, access: 'internal' }),
  getUserOfLab: define({ payload: getUserOfLabPayload, response: getUserOfLabResponse, access: 'internal' }),
  createUser: define({ payload: createUserPayload, response: createdUserResponse, access: 'internal' }),
  addNewUser: define({ payload: addNewUserPayload, response: createdUserResponse, access: 'internal' }),
  updateInternalLab: define({
    payload: updateInternalLabPayload,
    response: updateInternalLabResponse,
    access: 'internal',
  }),
  updateInternalUser: define({
    payload: updateInternalUserPayload,
    response: updatedUserResponse,
    access: 'internal',
  }),
  deleteLabandUser: define({ payload: deleteLabAndUserPayload, response: deletedLabResponse, access: 'internal' }),
  deleteUser: define({ payload: deleteUserPayload, response: deletedUserResponse, access: 'internal' }),
  validateUserLink: define({ payload: validateUserLinkPayload, response: userLinkedResponse, access: 'internal' }),
  getcountryName: define({ payload: getCountryNamePayload, response: getCountryNameResponse, access: 'internal' }),
  getAllCountryName: define({
    payload: getAllCountryNamePayload,
    response: getAllCountryNameResponse,
    access: 'public',
  }),
};
