import { teacherRoles } from '../access';
import { messageResponseSchema } from '../api';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../fields';
import {
  resourceInputSchema,
  resourceListQuerySchema,
  resourceListResponseSchema,
  resourceResponseSchema,
} from '../resources';

/**
 * The free resource library (docs/product.md §7). The files themselves (`/api/resources/:id/download`
 * and `/view`) are not defined here: the API answers them with the file's bytes, by byte ranges, and
 * hands their addresses out in each resource (`downloadUrl`, `viewUrl`), so no caller builds them.
 */
export const resourceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/resources',
    summary: 'The free resource library (public), searchable and filterable',
    fallbackMessage: /*i18n*/ 'Failed to load resources',
    tags: ['resources'],
    access: 'public',
    query: resourceListQuerySchema,
    status: 200,
    response: resourceListResponseSchema,
    rules: [],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/resources/mine',
    summary: "The signed-in teacher's uploads (every resource for an admin)",
    fallbackMessage: /*i18n*/ 'Failed to load your resources',
    tags: ['resources'],
    access: teacherRoles,
    query: resourceListQuerySchema,
    status: 200,
    response: resourceListResponseSchema,
    rules: [],
  }),
  /**
   * A multipart/form-data body (title, description, category, file) that the API reads as it streams
   * in, so the definition has no body schema: the web sends a FormData to this endpoint's URL.
   */
  upload: defineEndpoint({
    method: 'POST',
    path: '/resources',
    summary:
      'Upload a PDF, video (MP4/WebM), eBook (EPUB) or DOCX as multipart/form-data: title, description, category, file',
    fallbackMessage: /*i18n*/ 'Failed to upload the resource',
    tags: ['resources'],
    access: teacherRoles,
    status: 201,
    response: resourceResponseSchema,
    consumes: ['multipart/form-data'],
    rules: [],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/resources/:id',
    summary: "Edit a resource's title, description or category (its uploader or an admin)",
    fallbackMessage: /*i18n*/ 'Failed to update the resource',
    tags: ['resources'],
    access: teacherRoles,
    params: idParamsSchema,
    body: resourceInputSchema,
    status: 200,
    response: resourceResponseSchema,
    rules: ['not_found', 'not_your_resource'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/resources/:id',
    summary: 'Delete a resource and its file (its uploader or an admin)',
    fallbackMessage: /*i18n*/ 'Failed to delete the resource',
    tags: ['resources'],
    access: teacherRoles,
    params: idParamsSchema,
    status: 200,
    response: messageResponseSchema,
    rules: ['not_found', 'not_your_resource'],
  }),
};
