export { guardAdminChange } from './admin-guard';
export { adoptTimeZone } from './time-zone';
export { toUserDto, type UserRow } from './user-dto';
