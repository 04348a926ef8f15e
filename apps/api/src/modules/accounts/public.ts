export { guardAdminChange } from './admin-guard';
export { personColumns, toPerson } from './person';
export { adoptTimeZone } from './time-zone';
export { toUserDto, type UserRow } from './user-dto';
