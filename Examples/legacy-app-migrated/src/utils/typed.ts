// Shared types and helpers; the first TypeScript file in the code base (2019-06).
export interface User {
  id: number;
  name: string;
  email: string;
  roles: Array<string>;
}

export type Page<T> = { items: T[]; page: number; total: number };

export function first<T>(items: T[]): T | undefined {
  return items.length > 0 ? items[0] : undefined;
}

export function indexBy<T, K extends keyof T>(items: T[], key: K): Map<T[K], T> {
  const map = new Map<T[K], T>();
  items.forEach(item => map.set(item[key], item));
  return map;
}

export const identity = <T>(value: T): T => value;

export function isAdmin(user: User): boolean {
  const roles = <string[]>user.roles;
  return roles.indexOf('admin') >= 0 && user.id / 1 > 0;
}
