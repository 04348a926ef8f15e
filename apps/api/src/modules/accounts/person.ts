import { users } from '../../db/schema';

/** A person as a list names them (a course's students, its waitlist, its register): who, by name and email. */
export const personColumns = { id: users.id, name: users.name, email: users.email };

/** That person in an answer, with `_id` beside `id` for the spec's client. */
export const toPerson = (person: { id: string; name: string; email: string }) => ({
  _id: person.id,
  id: person.id,
  name: person.name,
  email: person.email,
});
