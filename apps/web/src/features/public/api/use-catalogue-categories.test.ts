import { catalogueCategoriesRoute } from '@tutorium/contract/endpoints/catalogue-categories-route';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '../../../lib/endpoint-query';

describe("the categories read's key", () => {
  it('is the same from the route alone as from the definition', () => {
    expect(endpointKey(catalogueCategoriesRoute)).toEqual(endpointKey(courseEndpoints.categories));
  });
});
