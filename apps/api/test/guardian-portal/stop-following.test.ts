import type { GuardianChild } from '@tutorium/contract/guardians';
import { describe, expect, it } from 'vitest';
import { linkGuardian } from '../helpers/guardians';
import { expectRefusal, json, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

/*
 * A guardian stops following a child from the guardian portal (docs/product.md, "Guardian portal" and
 * "Guardians", Ending): the children list carries each child's link, which the guardian may end.
 */

const t = useTestApp();
const { mia, noor, mum, dad, stranger, teacherParent } = useSignedInUsers(t, {
  mia: ['student', { name: 'Mia Minor' }],
  noor: ['student', { name: 'Noor Minor' }],
  mum: ['guardian', { name: 'Maya Mum' }],
  dad: ['guardian', { name: 'Dara Dad' }],
  stranger: ['guardian', { name: 'Stan Stranger' }],
  // Any account may be a guardian, and end its own link: a teacher who is also a parent.
  teacherParent: ['teacher', { name: 'Tess Teacher' }],
});

const childrenOf = async (as: TestUser) => {
  const response = await send(t, 'GET', '/api/guardian/children', { as });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: GuardianChild[] }>(response).data;
};
const childPage = (as: TestUser, child: TestUser) => send(t, 'GET', `/api/guardian/children/${child.id}`, { as });
const end = (id: string, as: TestUser) => send(t, 'DELETE', `/api/guardian-links/${id}`, { as });

describe('stopping following a child', () => {
  it('ends the link named in the children list: the child’s pages then answer as for an unlinked guardian', async () => {
    // The students invite their guardians themselves, who accept signed in: active at once (minors).
    const miasMum = await linkGuardian(t, mia, mia, mum);
    await linkGuardian(t, noor, noor, mum);
    await linkGuardian(t, mia, mia, dad);

    const listed = await childrenOf(mum);
    expect(listed.map((child) => [child.name, child.linkId])).toEqual([
      ['Mia Minor', miasMum],
      ['Noor Minor', expect.any(String)],
    ]);
    const overview = await childPage(mum, mia);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(json<{ data: { child: GuardianChild } }>(overview).data.child.linkId).toBe(miasMum);

    // Nobody else may end it with that id: another guardian learns nothing of it.
    expectRefusal(await end(miasMum, stranger), 404, 'not_found', 'Guardian link not found');

    const ended = await end(listed[0]?.linkId ?? '', mum);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(json(ended)).toEqual({ success: true, message: 'Guardian link ended' });

    // Mia's page answers Maya as it answers a guardian who never followed her; Noor stays.
    const unlinked = await childPage(stranger, mia);
    const after = await childPage(mum, mia);
    expectRefusal(after, 403, 'not_your_child', 'You can only see children linked to your account');
    expect(json(after)).toEqual(json(unlinked));
    expect((await childrenOf(mum)).map((child) => child.name)).toEqual(['Noor Minor']);
    // Her other guardian still follows her, and the ended link cannot be ended twice.
    expect((await childrenOf(dad)).map((child) => child.name)).toEqual(['Mia Minor']);
    expectRefusal(await end(miasMum, mum), 404, 'not_found', 'Guardian link not found');
  });

  it('lets a teacher who follows a child end their own link too', async () => {
    await linkGuardian(t, noor, noor, teacherParent);
    const [noorsLink] = await childrenOf(teacherParent);
    expect(noorsLink?.name).toBe('Noor Minor');
    expect((await end(noorsLink?.linkId ?? '', teacherParent)).statusCode).toBe(200);
    expect(await childrenOf(teacherParent)).toEqual([]);
    expect((await childPage(teacherParent, noor)).statusCode).toBe(403);
  });
});
