/**
 * The route and tags of the catalogue's categories read (courseEndpoints.categories), apart from its
 * schema: the landing page's subject chips key their cache with it before the definition, and zod
 * with it, have loaded.
 */
export const catalogueCategoriesRoute = { method: 'GET', path: '/courses/categories', tags: ['courses'] } as const;
