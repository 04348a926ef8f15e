import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '../../../lib/endpoint-query';
import { catalogueCategoriesKey } from './use-catalogue-categories';

describe('catalogueCategoriesKey', () => {
  it('is the key every read of the categories endpoint derives', () => {
    expect(catalogueCategoriesKey).toEqual(endpointKey(courseEndpoints.categories));
  });
});
